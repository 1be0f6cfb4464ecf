// The one view of a payment terminal.
import type { Terminal } from './terminal-store.ts';

/** docs/api-conventions.md#payment-terminals-and-fiscalization: the connection of a terminal; `issuer` is '' while disconnected, `created_at` epoch ms. */
export function terminalView(row: Terminal) {
  return {
    id: row.id,
    readable_identifier: row.readable_identifier,
    brand: row.brand,
    model: row.model,
    provider: row.provider,
    serial: row.serial,
    issuer: row.issuer ?? '',
    description: row.description,
    default: row.default,
    created_at: row.created_at.getTime(),
  };
}
export type TerminalView = ReturnType<typeof terminalView>;
