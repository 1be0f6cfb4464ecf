import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../src/cli/args.ts';

const options = {
  enterprise: { type: 'string' },
  name: { type: 'string' },
  company: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

describe('the admin command line', () => {
  it('takes an id that begins with a dash as the value of its option', () => {
    // A nanoid's alphabet has 64 symbols, '-' among them: one id in 64 begins with it.
    const { values, positionals } = parseCommandLine(
      ['create-company', '--enterprise', '-4kT_9x0Qz1uVbN7mLp2sWq8', '--name', '--- Salon ---'],
      options,
    );
    expect(positionals).toEqual(['create-company']);
    expect(values.enterprise).toBe('-4kT_9x0Qz1uVbN7mLp2sWq8');
    expect(values.name).toBe('--- Salon ---');
  });

  it('keeps repeated, = and boolean options as parseArgs reads them', () => {
    const { values } = parseCommandLine(
      ['create-user', '--company', '-a', '--company=b', '--company', 'c', '-h'],
      options,
    );
    expect(values.company).toEqual(['-a', 'b', 'c']);
    expect(values.help).toBe(true);
  });

  it('still refuses an unknown option', () => {
    expect(() => parseCommandLine(['create-enterprise', '--nope', 'x'], options)).toThrow(/nope/);
  });
});
