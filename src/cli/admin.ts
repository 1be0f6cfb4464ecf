/**
 * The operator's command line (docs/api-conventions.md#the-operators-command-line): `npm run admin -- <command> [--flag value]`.
 * Each command prints one line of JSON as its last line; errors go to stderr with exit code 1.
 */
import { loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/database.ts';
import { Operator } from '../domain/operator/operator.ts';
import { ApiError } from '../domain/shared/errors.ts';
import { parseCommandLine } from './args.ts';

const USAGE = `usage: npm run admin -- <command> [options]
  create-enterprise --name NAME [--url-name SLUG]
  create-company --enterprise ID --name NAME [--url-name SLUG] [--time-zone IANA_ZONE]
  create-user --email EMAIL [--name NAME] [--password PASSWORD] [--company ID]... [--enterprise ID]
              [--role manager|front_desk|staff|accountant] [--enterprise-role owner|admin]
  set-role --email EMAIL (--company ID | --enterprise ID) --role ROLE
  invite --email EMAIL (--company ID [--employee ID] | --enterprise ID) --role ROLE
  accept-invitation --token INVITE_LINK_TOKEN [--name NAME]
  list-members (--company ID | --enterprise ID)
  remove-member --email EMAIL (--company ID | --enterprise ID)
  set-platform-fields --company ID --json '{"payment_fees":{"event":0.02},"billing_status":{...}}'
  issue-token --email EMAIL [--name NAME] [--scope read|write] [--company ID]... [--expires-in 30d|12h|90m]
  revoke-token --token TOKEN`;

const options = {
  name: { type: 'string' },
  'url-name': { type: 'string' },
  enterprise: { type: 'string' },
  'time-zone': { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  company: { type: 'string', multiple: true },
  token: { type: 'string' },
  scope: { type: 'string' },
  'expires-in': { type: 'string' },
  role: { type: 'string' },
  employee: { type: 'string' },
  json: { type: 'string' },
  'enterprise-role': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

function oneCompany(companies: string[] | undefined, command: string): string | undefined {
  if ((companies ?? []).length > 1) throw new UsageError(`${command} takes one --company`);
  return companies?.[0];
}

function scopeOf(value: string | undefined): 'read' | 'write' | undefined {
  if (value === undefined || value === 'read' || value === 'write') return value;
  throw new UsageError(`--scope must be read or write, not ${value}`);
}

/** `--expires-in`: a positive count of days, hours, minutes or seconds (`30d`, `12h`, `90m`, `3600s`). */
function expiresAt(value: string, now = Date.now()): Date {
  const match = /^(\d+)([dhms])$/.exec(value.trim());
  const amount = match ? Number(match[1]) : 0;
  if (!match || amount <= 0 || amount > 3650 * 86_400)
    throw new UsageError(`--expires-in must look like 30d, 12h, 90m or 3600s, not ${value}`);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 }[match[2] as 'd' | 'h' | 'm' | 's'];
  return new Date(now + amount * unit);
}

const COMMANDS = [
  'create-enterprise',
  'create-company',
  'create-user',
  'set-role',
  'invite',
  'accept-invitation',
  'list-members',
  'remove-member',
  'set-platform-fields',
  'issue-token',
  'revoke-token',
];

async function run(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseCommandLine(argv, options);
  const command = positionals[0];
  if (!command || values.help) throw new UsageError('');
  if (!COMMANDS.includes(command)) throw new UsageError(`unknown command ${command}`);
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const operator = new Operator(db.prisma);
  try {
    switch (command) {
      case 'create-enterprise':
        return await operator.createEnterprise(required(values, 'name'), values['url-name']);
      case 'create-company':
        return await operator.createCompany({
          enterprise: values.enterprise,
          name: required(values, 'name'),
          urlName: values['url-name'],
          timeZone: values['time-zone'],
        });
      case 'create-user':
        return await operator.createUser({
          email: required(values, 'email'),
          name: values.name,
          password: values.password,
          companies: values.company,
          enterprise: values.enterprise,
          role: values.role,
          enterpriseRole: values['enterprise-role'],
        });
      case 'set-role': {
        const companies = values.company ?? [];
        if (companies.length > 1) throw new UsageError('set-role takes one --company');
        return await operator.setRole({
          email: required(values, 'email'),
          company: companies[0],
          enterprise: values.enterprise,
          role: required(values, 'role'),
        });
      }
      case 'invite':
        return await operator.invite({
          email: required(values, 'email'),
          company: oneCompany(values.company, 'invite'),
          enterprise: values.enterprise,
          role: required(values, 'role'),
          employee: values.employee,
        });
      case 'accept-invitation':
        return await operator.acceptInvitation(required(values, 'token'), values.name);
      case 'list-members':
        return await operator.listMembers({
          company: oneCompany(values.company, 'list-members'),
          enterprise: values.enterprise,
        });
      case 'remove-member':
        return await operator.removeMember({
          email: required(values, 'email'),
          company: oneCompany(values.company, 'remove-member'),
          enterprise: values.enterprise,
        });
      case 'set-platform-fields': {
        const companies = values.company ?? [];
        if (companies.length !== 1) throw new UsageError('set-platform-fields takes one --company');
        return await operator.setPlatformFields(companies[0], required(values, 'json'));
      }
      case 'issue-token':
        return await operator.issueToken(required(values, 'email'), {
          name: values.name,
          scope: scopeOf(values.scope),
          companyIds: values.company,
          expiresAt: values['expires-in'] === undefined ? null : expiresAt(values['expires-in']),
        });
      case 'revoke-token':
        return await operator.revokeToken(required(values, 'token'));
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await db.close();
  }
}

// Exit explicitly once the answer is out: the database drivers keep timers alive for seconds
// after they are closed, which is needless wait for an operator.
run(process.argv.slice(2))
  .then(
    (result) => {
      console.log(JSON.stringify(result));
    },
    (err) => {
      if (err instanceof UsageError) {
        if (err.message) console.error(err.message);
        console.error(USAGE);
      } else if (err instanceof DatabaseInUseError) {
        console.error(err.message);
      } else if (err instanceof ApiError) {
        console.error(`${err.code}: ${err.message}`);
      } else {
        console.error(err instanceof Error ? err.message : err);
      }
      process.exitCode = 1;
    },
  )
  .finally(() => process.exit());
