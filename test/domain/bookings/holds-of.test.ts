// How an owner's occupancy rows become the busy time the engine reads (loader-store.ts holdsOf).
// The rows come from PostgreSQL in no set order and may repeat (the subquery aggregates them
// without DISTINCT, which cost a sort per busy event): whatever their order, the same rows give
// the same answer, and a repeated row holds nothing more.
import { describe, expect, it } from 'vitest';
import { type HeldPart, holdsOf } from '../../../src/domain/bookings/loader-store.ts';

const at = (hhmm: string) => `2030-01-07T${hhmm}:00+00:00`;
const ms = (hhmm: string) => Date.parse(at(hhmm));

/** Every order of the rows (they are few). */
function orders<T>(rows: T[]): T[][] {
  if (rows.length <= 1) return [rows];
  return rows.flatMap((row, i) =>
    orders([...rows.slice(0, i), ...rows.slice(i + 1)]).map((rest) => [row, ...rest]),
  );
}

describe('an owner’s occupancy rows as busy time', () => {
  it('a plain booking: one person and one space holding the same two parts, in any order, repeated or not', () => {
    // 09:00-09:30 and 09:30-10:00 (two services back to back), held by employee e1 and space r1.
    const rows: HeldPart[] = [
      [at('09:00'), at('09:30'), 'e1', null],
      [at('09:30'), at('10:00'), 'e1', null],
      [at('09:00'), at('09:30'), null, 'r1'],
      [at('09:30'), at('10:00'), null, 'r1'],
    ];
    const expected = {
      segments: [
        [ms('09:00'), ms('09:30')],
        [ms('09:30'), ms('10:00')],
      ],
      holds: null,
    };
    for (const order of orders(rows)) expect(holdsOf(order)).toEqual(expected);
    // The first row twice: the same answer (before, DISTINCT in SQL removed it).
    expect(holdsOf([...rows, rows[0]])).toEqual(expected);
  });

  it('two parts with the same start: ordered by their end, so both holders show one shape', () => {
    // e1 and r1 each hold 09:00-09:15 and 09:00-09:45: the same parts, so a plain booking.
    const rows: HeldPart[] = [
      [at('09:00'), at('09:45'), 'e1', null],
      [at('09:00'), at('09:15'), 'e1', null],
      [at('09:00'), at('09:15'), null, 'r1'],
      [at('09:00'), at('09:45'), null, 'r1'],
    ];
    for (const order of orders(rows))
      expect(holdsOf(order)).toEqual({
        segments: [
          [ms('09:00'), ms('09:15')],
          [ms('09:00'), ms('09:45')],
        ],
        holds: null,
      });
  });

  it('a visit: each person holds their own part', () => {
    // A colour by e1 09:00-10:00, then a cut by e2 10:00-10:30.
    const rows: HeldPart[] = [
      [at('09:00'), at('10:00'), 'e1', null],
      [at('10:00'), at('10:30'), 'e2', null],
    ];
    for (const order of orders(rows)) {
      const { segments, holds } = holdsOf(order);
      expect(segments).toEqual([
        [ms('09:00'), ms('10:00')],
        [ms('10:00'), ms('10:30')],
      ]);
      // Holds in the order their holders first appear; compared by holder.
      expect(
        holds && [...holds].sort((a, b) => String(a.employee_id).localeCompare(String(b.employee_id))),
      ).toEqual([
        { employee_id: 'e1', segments: [[ms('09:00'), ms('10:00')]] },
        { employee_id: 'e2', segments: [[ms('10:00'), ms('10:30')]] },
      ]);
    }
  });
});
