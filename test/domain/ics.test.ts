import { describe, expect, it } from 'vitest';
import { bookingIcs, escapeText, foldLine, type IcsEvent, icsDate } from '../../src/domain/shared/ics.ts';
import { parseIcs, unescapeText } from '../helpers/ics.ts';

const base: IcsEvent = {
  id: 'evt123',
  host: 'salon.test',
  method: 'REQUEST',
  status: 'CONFIRMED',
  sequence: 1795000000,
  stamp: new Date('2026-11-22T00:15:00.123Z'),
  start: new Date('2026-11-27T09:00:00Z'),
  end: new Date('2026-11-27T10:00:00Z'),
  summary: 'Haircut',
  location: 'Hárstofan, Laugavegur 1, 101 Reykjavík',
  description: 'Line one\nLine two',
  organizer: { name: 'Hárstofan', email: 'no-reply@salon.test' },
  attendee: { name: 'Anna', email: 'anna@example.test' },
};

describe('iCalendar writer', () => {
  it('escapes TEXT values (backslash first, then ; , and newlines)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unescapeText(escapeText('a\\b;c,d\ne'))).toBe('a\\b;c,d\ne');
  });

  it('writes UTC date-times', () => {
    expect(icsDate(new Date('2026-11-27T09:05:07.999Z'))).toBe('20261127T090507Z');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`; // 208 octets
    const folded = foldLine(ascii).split('\r\n');
    // 208 content octets = 75 + 74 + 59; lines 2 and 3 carry a leading space: 75, 1 + 74, 1 + 59.
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 60]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(ascii);
    // "SUMMARY:" is 8 octets, then 2-octet "á" characters: 8 + 33*2 = 74, a 34th would make 76.
    const wide = `SUMMARY:${'á'.repeat(100)}`;
    const lines = foldLine(wide).split('\r\n');
    expect(Buffer.byteLength(lines[0])).toBe(74);
    for (const l of lines) {
      expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
      // Each piece is valid UTF-8 by itself (no replacement characters after a round trip).
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
      expect(l).not.toContain('\uFFFD');
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(wide);
    // Short lines stay as they are.
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('writes a REQUEST with the booking, parseable line by line', () => {
    const summary = 'Haircut, Colour; wash \\ dry — a very long list of services that needs folding';
    const ics = parseIcs(bookingIcs({ ...base, summary }));
    expect(ics.logical.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//booking-api//bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    expect(ics.get('UID')).toBe('evt123@salon.test');
    expect(ics.get('DTSTAMP')).toBe('20261122T001500Z');
    expect(ics.get('DTSTART')).toBe('20261127T090000Z');
    expect(ics.get('DTEND')).toBe('20261127T100000Z');
    expect(ics.get('SEQUENCE')).toBe('1795000000');
    expect(ics.get('STATUS')).toBe('CONFIRMED');
    expect(ics.get('SUMMARY')).toBe(
      'Haircut\\, Colour\\; wash \\\\ dry — a very long list of services that needs folding',
    );
    expect(unescapeText(ics.get('SUMMARY')!)).toBe(summary);
    // The SUMMARY line is longer than 75 octets, so it was folded.
    expect(ics.physical.some((l) => l.startsWith(' '))).toBe(true);
    expect(unescapeText(ics.get('LOCATION')!)).toBe('Hárstofan, Laugavegur 1, 101 Reykjavík');
    expect(unescapeText(ics.get('DESCRIPTION')!)).toBe('Line one\nLine two');
    expect(ics.props.ORGANIZER[0]).toEqual({ params: ';CN=Hárstofan', value: 'mailto:no-reply@salon.test' });
    expect(ics.props.ATTENDEE[0].value).toBe('mailto:anna@example.test');
    expect(ics.logical.at(-2)).toBe('END:VEVENT');
  });

  it('quotes parameter values holding separators', () => {
    const ics = parseIcs(
      bookingIcs({ ...base, organizer: { name: 'Salon "Nice"; Hair, Nails', email: 'a@b.test' } }),
    );
    expect(ics.props.ORGANIZER[0].params).toBe(';CN="Salon Nice; Hair, Nails"');
  });

  it('writes a CANCEL with STATUS:CANCELLED', () => {
    const ics = parseIcs(bookingIcs({ ...base, method: 'CANCEL', status: 'CANCELLED' }));
    expect(ics.get('METHOD')).toBe('CANCEL');
    expect(ics.get('STATUS')).toBe('CANCELLED');
    expect(ics.get('UID')).toBe('evt123@salon.test');
  });
});
