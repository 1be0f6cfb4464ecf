// The request schema of payment terminals (the connect body, docs/api-conventions.md#payment-terminals-and-fiscalization): the route validates with it
// and the terminal service's input type is derived from it (Static<>).
import { type Static, Type } from 'typebox';

export const TerminalBody = Type.Object(
  {
    terminal_id: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]*$',
      description: 'Terminal device id, e.g. "V400m-324689776".',
    }),
    issuer: Type.String({
      maxLength: 64,
      description: 'User id or company id to attach the terminal to; an empty string disconnects it.',
    }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export type TerminalInput = Static<typeof TerminalBody>;
