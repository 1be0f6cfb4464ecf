import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * parseArgs with one difference: a string option takes the next argument as its value even when
 * that begins with `-`. IDs are nanoids whose alphabet includes `-` (one in 64 begins with it),
 * and parseArgs alone refuses `--enterprise -x1...` as an ambiguous option.
 */
export function parseCommandLine<O extends Options>(argv: string[], options: O) {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      joined.push(...argv.slice(i));
      break;
    }
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name && options[name]?.type === 'string' && i + 1 < argv.length) {
      joined.push(`${arg}=${argv[++i]}`);
    } else {
      joined.push(arg);
    }
  }
  return parseArgs({ args: joined, options, allowPositionals: true });
}
