import { describe, expect, it } from 'vitest';
import { cpuGrowth } from '../../bench/lib.ts';

// The bench's PostgreSQL CPU per request: readings of each postgres process's CPU (ms) by pid
// before and after a case.
describe('cpuGrowth', () => {
  it('counts what live processes used, a new one whole, and nothing for one that ended', () => {
    const before = new Map([
      ['100', 5_000], // a backend that works through the case
      ['200', 9_000], // a backend that closes during the case (the analyze's connection)
    ]);
    const after = new Map([
      ['100', 5_750], // +750
      ['300', 40], // started during the case: 40
    ]);
    // 750 + 40 = 790; the ended process's 9,000 is not subtracted (the sum was -8,210 that way).
    expect(cpuGrowth(before, after)).toBe(790);
  });

  it('counts a reused pid as a new process', () => {
    // pid 100 ended and a new process took the number: its 30 ms are all new.
    expect(cpuGrowth(new Map([['100', 5_000]]), new Map([['100', 30]]))).toBe(30);
  });
});
