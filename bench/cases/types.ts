/**
 * A bench case: how to prepare it once, and the load of one round. Cases live in
 * bench/cases/<area>.ts and are listed in bench/run.ts; the runner measures the baseline beside
 * every round of every case (interleaved) and reports the median ratio with its spread.
 */
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { Load, LoadJob } from '../lib.ts';

export interface BenchContext {
  /** The API as production runs it (request logs at info to a file, rate limiting counting). */
  base: string;
  /** The same API with rate limiting off (for on/off pairs). */
  baseRateLimitOff: string;
  prisma: PrismaClient;
  /** An HQ token of the demo owner. */
  hqToken: string;
  rounds: number;
  seconds: number;
  connections: number;
  /** Set by coreCases: the bench booking company, and the first day no case has booked on. */
  bookingCompany?: { id: string; eventType: string; employees: string[]; freeDay: number };
}

export interface BenchCase {
  name: string;
  /** What the issue asks of its median ratio to the baseline (a problem is reported when missed). */
  targetRatio?: number;
  /** The load of round `round` (0-based; -1 is the warm-up): e.g. fresh booking bodies every round. */
  job(round: number): LoadJob;
  /** false: no warm-up run (a case whose requests must not repeat, or that changes the data). */
  warmup?: boolean;
  /** After every round: extra figures for the table and JSON, and problems to report. */
  check?(loads: Load[]): Promise<{ extra?: Record<string, unknown>; problems?: string[] }>;
}
