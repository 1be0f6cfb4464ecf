// The request schemas of rule sets (create, update, rules, the list's filter): the routes
// validate with them and the service's input types are derived from them (Static<>).
import { type Static, Type } from 'typebox';
import { Id, Nullable, Timestamp, type View } from '../shared/schemas.ts';

const Opt = Type.Optional;

export const RuleTypeEnum = Type.Union(
  [Type.Literal('availability'), Type.Literal('online_bookings'), Type.Literal('max_total_pax')],
  {
    description:
      'availability: open/closed (closed by default); online_bookings: accepting online bookings; ' +
      'max_total_pax: most people bookable at the same time.',
  },
);

const AssociationIn = Type.Union(
  [Type.Literal('include'), Type.Literal('exclude'), Type.Literal('includes'), Type.Literal('excludes')],
  { description: 'include: only the listed ids; exclude: all but them. Stored as include/exclude.' },
);

export const LocalTime = Type.String({
  maxLength: 5,
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  description: 'Local time "HH:MM" in the company time zone; "24:00" is the end of the day.',
});
export const Day = Type.String({
  maxLength: 10,
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'A day, "YYYY-MM-DD".',
});
const Priority = Type.Integer({
  minimum: -1_000_000,
  maximum: 1_000_000,
  description: 'Lower wins; a rule with a priority beats one without.',
});
const IdList = Type.Array(Id, { maxItems: 500 });

export const RuleInput = Type.Object(
  {
    type: RuleTypeEnum,
    starts_at: Opt(LocalTime),
    ends_at: Opt(LocalTime),
    open: Opt(
      Type.Boolean({ description: 'availability / online_bookings rules: true = open / accepting.' }),
    ),
    max_total_pax: Opt(Type.Integer({ minimum: 0, maximum: 100_000, description: 'max_total_pax rules.' })),
    employees: Opt(IdList),
    employees_association: Opt(AssociationIn),
    resources: Opt(IdList),
    resources_association: Opt(AssociationIn),
    priority: Opt(Priority),
  },
  { additionalProperties: false },
);

const ruleSetBodyProps = {
  company: Opt(Id),
  title: Opt(Type.String({ maxLength: 200 })),
  date: Opt(Day),
  rrule: Opt(
    Type.String({
      minLength: 1,
      maxLength: 500,
      description:
        'RFC 5545 RRULE value without DTSTART, counted from `date` (e.g. FREQ=WEEKLY;BYDAY=MO,TU).',
    }),
  ),
  starts_at: Opt(LocalTime),
  ends_at: Opt(LocalTime),
  priority: Opt(Priority),
  rules: Opt(Type.Array(RuleInput, { maxItems: 200, description: 'Replaces all rules of the set.' })),
};

export const RuleSetBody = Type.Object(ruleSetBodyProps, { additionalProperties: false });

export const RuleSetCreateBody = Type.Object(
  { ...ruleSetBodyProps, company: Id, date: Day },
  { additionalProperties: false },
);

export const RuleSetFilter = Type.Object(
  { type: Opt(RuleTypeEnum) },
  { additionalProperties: false, description: 'URL-encoded JSON; type: sets holding a rule of that type.' },
);

export type RuleInput = Static<typeof RuleInput>;
export type RuleSetInput = Static<typeof RuleSetBody>;

// ------------------------------------------------------------------ responses
// The records as answered: the routes' response schemas, and (View<>) their views' return types.

const AssociationOut = Type.Union([Type.Literal('include'), Type.Literal('exclude')]);

export const Rule = Type.Object({
  type: RuleTypeEnum,
  starts_at: LocalTime,
  ends_at: LocalTime,
  open: Opt(Nullable(Type.Boolean())),
  max_total_pax: Opt(Nullable(Type.Integer())),
  employees: Type.Array(Type.String()),
  employees_association: Nullable(AssociationOut),
  resources: Type.Array(Type.String()),
  resources_association: Nullable(AssociationOut),
  priority: Nullable(Type.Integer()),
});

export const RuleSet = Type.Object(
  {
    id: Id,
    company: Opt(Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })])),
    title: Opt(Type.String()),
    date: Opt(Day),
    rrule: Opt(Nullable(Type.String())),
    starts_at: Opt(LocalTime),
    ends_at: Opt(LocalTime),
    priority: Opt(Nullable(Type.Integer())),
    rules: Opt(Type.Array(Rule)),
    next_instance: Opt(Nullable(Day)),
    created_at: Opt(Timestamp),
    updated_at: Opt(Timestamp),
  },
  { title: 'RuleSet' },
);

/** `open` for availability and online_bookings rules, `max_total_pax` for max_total_pax rules. */
export type RuleView = View<typeof Rule, 'open' | 'max_total_pax'>;
export type RuleSetView = View<typeof RuleSet>;

/** The fields a rule set list may be sorted by. */
export const RULE_SET_SORT_FIELDS = ['date', 'title', 'priority', 'created_at', 'updated_at'] as const;
