// Luxon, as its CommonJS build: the job queue's cron parser (pg-boss, cron-parser) requires that
// build, and importing the ES build beside it kept two copies of luxon in every server (1.5 MB
// resident). Module loading only: the engine stays free of I/O and clocks at run time.
import { createRequire } from 'node:module';
import type * as Luxon from 'luxon';

const luxon = createRequire(import.meta.url)('luxon') as typeof Luxon;

export const DateTime = luxon.DateTime;
export type DateTime = Luxon.DateTime;
export const IANAZone = luxon.IANAZone;
export type IANAZone = Luxon.IANAZone;
