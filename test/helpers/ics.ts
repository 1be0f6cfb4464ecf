// Reading the .ics attachments the booking messages carry, strictly enough to catch format slips.
import { expect } from 'vitest';

/** A small RFC 5545 reader: checks line endings and lengths, unfolds, splits name;params:value. */
export function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends in CRLF: no bare LF or CR anywhere.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const stack: string[] = [];
  const props: Record<string, { params: string; value: string }[]> = {};
  for (const line of logical) {
    // The name and parameters end at the first ':' outside a quoted parameter value.
    const m = /^([A-Z-]+)((?:;[A-Z-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
    expect(m, line).not.toBeNull();
    const [, name, params, value] = m!;
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') expect(stack.pop()).toBe(value);
    else {
      props[name] = props[name] ?? [];
      props[name].push({ params, value });
    }
  }
  expect(stack).toEqual([]);
  expect(logical[0]).toBe('BEGIN:VCALENDAR');
  expect(logical.at(-1)).toBe('END:VCALENDAR');
  return { physical, logical, props, get: (name: string) => props[name]?.[0]?.value };
}

/** The inverse of TEXT escaping. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
