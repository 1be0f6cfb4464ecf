// series-ics.ts, pure: a rule with a date-only UNTIL is written with a UTC UNTIL (RFC 5545
// 3.3.10: DTSTART is a date-time), and ical.js expands it to the very starts the series books.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expandRecurrence, parseRecurrence } from '../../src/domain/bookings/recurrence.ts';
import { seriesIcs } from '../../src/domain/bookings/series-ics.ts';
import { parseIcs } from '../helpers/ics.ts';

describe('seriesIcs', () => {
  it('writes UNTIL=YYYYMMDD as that London day end in UTC and expands to the series starts', () => {
    // Tuesdays at 10:00 London from 2027-03-09 (GMT) to 2027-04-06 (BST) inclusive: Mar 9, 16,
    // 23, 30 and Apr 6: five; the clocks go forward on Sunday 2027-03-28.
    const rrule = 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270406';
    const first = Date.parse('2027-03-09T10:00:00Z');
    const starts = expandRecurrence(parseRecurrence(rrule), first, 'Europe/London');
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2027-03-09T10:00:00.000Z',
      '2027-03-16T10:00:00.000Z',
      '2027-03-23T10:00:00.000Z',
      '2027-03-30T09:00:00.000Z',
      '2027-04-06T09:00:00.000Z',
    ]);
    const text = seriesIcs({
      id: 's1',
      rrule,
      startsAt: new Date(first),
      zone: 'Europe/London',
      minutes: 45,
      summary: 'Physio; knee, left',
      location: 'Clinic',
      stamp: new Date('2027-03-01T00:00:00Z'),
      skipped: [],
      occurrences: starts.map((s) => ({
        occurrenceAt: new Date(s),
        startsAt: new Date(s),
        cancelled: false,
      })),
    });
    const ics = parseIcs(text);
    // 2027-04-06 23:59:59 BST is 22:59:59 UTC.
    expect(ics.logical).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270406T225959Z');
    expect(ics.logical).toContain('SUMMARY:Physio\\; knee\\, left');
    // The VTIMEZONE holds the change: GMT until 2027-03-28 01:00 UTC, BST after.
    expect(ics.logical.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20270328T010000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100\n',
    );
    const cal = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(cal.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    const it = event.iterator();
    const got: number[] = [];
    for (let next = it.next(); next; next = it.next()) got.push(next.toJSDate().getTime());
    expect(got).toEqual(starts);
  });
});
