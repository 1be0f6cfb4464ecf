// The access point (src/domain/auth/access.ts) decides whether a caller reaches an object; the
// services call it instead of writing the company check out by hand. The files that still call
// reachesCompany themselves are listed below, and the list may only shrink.
import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './source.ts';

/** Work list: files outside src/domain/auth that still check a caller's company by hand. */
const HAND_CHECKS_LEFT: string[] = [];

const HAND_CHECK = /\breachesCompany\(/;

describe('access', () => {
  it('recognises a hand-written check (the checker itself works)', () => {
    expect(HAND_CHECK.test('if (!reachesCompany(caller, companyId)) throw notFound();')).toBe(true);
    expect(HAND_CHECK.test("companyOf(caller, companyId, 'employee')")).toBe(false);
  });

  it("checks a caller's company only through the access point, apart from the work list", () => {
    const offenders = sourceFiles()
      .filter((file) => !file.startsWith('domain/auth/'))
      .filter((file) => HAND_CHECK.test(read(file)));
    expect(offenders).toEqual(HAND_CHECKS_LEFT);
  });
});
