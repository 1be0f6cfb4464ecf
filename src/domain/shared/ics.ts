// A hand-written iCalendar (RFC 5545) writer for one booking, with iTIP methods (RFC 5546):
// METHOD:REQUEST for a booking, METHOD:CANCEL + STATUS:CANCELLED when it is cancelled.
// Lines end in CRLF and are folded at 75 octets (never inside a UTF-8 sequence); TEXT values
// are escaped (backslash, semicolon, comma, newline).

export interface IcsEvent {
  /** The event id; the UID is `${id}@${host}`, stable across changes so calendars update in place. */
  id: string;
  host: string;
  method: 'REQUEST' | 'CANCEL';
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Increases with each change of the booking (clients replace a lower sequence). */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  organizer: { name: string; email: string };
  attendee?: { name?: string | null; email: string } | null;
}

/** TEXT escaping of RFC 5545 3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=...): quoted when it holds ; : or , (DQUOTE itself is not allowed). */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** UTC date-time form 19970714T173000Z. */
export function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space,
 * which counts towards their 75. Splits only between characters, so UTF-8 stays intact.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space takes one octet
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-api//bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${e.id}@${e.host}`,
    `DTSTAMP:${icsDate(e.stamp)}`,
    `DTSTART:${icsDate(e.start)}`,
    `DTEND:${icsDate(e.end)}`,
    `SEQUENCE:${e.sequence}`,
    `STATUS:${e.status}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  lines.push(`ORGANIZER;CN=${paramValue(e.organizer.name)}:mailto:${e.organizer.email}`);
  if (e.attendee) {
    const cn = e.attendee.name ? `;CN=${paramValue(e.attendee.name)}` : '';
    lines.push(`ATTENDEE${cn};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
