// Payment terminals: connecting one to an issuer, moving and disconnecting it. Their SQL is in
// terminal-store.ts, their view in terminal-view.ts.
import type { Sql } from '../../db/sql.ts';
import { companyOf, reaches } from '../auth/access.ts';
import type { HqCaller } from '../auth/caller.ts';
import { companyExists } from '../companies/company-store.ts';
import { notFound } from '../shared/errors.ts';
import type { TerminalInput } from './schemas.ts';
import {
  employmentsOf,
  findTerminal,
  insertMove,
  insertTerminal,
  type Terminal,
  terminalsOfIssuer,
  updateTerminal,
} from './terminal-store.ts';
import { type TerminalView, terminalView } from './terminal-view.ts';

export type { TerminalView };

/**
 * What the device id tells: acquirer terminal ids read "<model>-<serial>" (e.g. "V400m-324689776").
 * The brand is not part of it; the provider is the acquirer of this integration.
 */
function deviceFacts(terminalId: string) {
  const match = /^([A-Za-z][A-Za-z0-9]*)-([A-Za-z0-9]+)$/.exec(terminalId);
  return {
    readable_identifier: terminalId,
    model: match ? match[1] : null,
    serial: match ? match[2] : null,
    provider: 'acquirer',
  };
}

export class TerminalService {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * Connects a terminal to an issuer (a company the caller reaches, or an HQ user employed by one),
   * moves it when it is connected elsewhere, and disconnects it when `issuer` is empty. Every change
   * of issuer writes a PaymentTerminalMove row.
   */
  async connect(caller: HqCaller, input: TerminalInput): Promise<TerminalView> {
    const current = await findTerminal(this.sql, input.terminal_id);
    // A terminal connected in a company the caller does not reach is not theirs to see or take.
    if (current?.company_id) companyOf(caller, current.company_id, 'terminal', 'write');

    if (input.issuer === '') {
      if (!current?.issuer) throw notFound('terminal');
      return terminalView(
        await this.sql.transaction(async (tx) => {
          await insertMove(tx, {
            payment_terminal_id: current.id,
            company_id: current.company_id,
            from_issuer: current.issuer,
            to_issuer: null,
            moved_by: caller.userId,
          });
          return updateTerminal(tx, current.id, {
            issuer: null,
            issuer_type: null,
            company_id: null,
            default: false,
            ...(input.description !== undefined ? { description: input.description } : {}),
          });
        }),
      );
    }

    const target = await this.resolveIssuer(caller, input.issuer, current?.company_id ?? null);
    const row = await this.sql.transaction(async (tx) => {
      const others = await terminalsOfIssuer(tx, input.issuer, current?.id);
      const changes = {
        issuer: input.issuer,
        issuer_type: target.type,
        company_id: target.companyId,
        ...(input.description !== undefined ? { description: input.description } : {}),
      };
      let saved: Terminal;
      if (!current) {
        saved = await insertTerminal(tx, {
          terminal_id: input.terminal_id,
          ...deviceFacts(input.terminal_id),
          ...changes,
          default: others === 0,
        });
      } else if (current.issuer === input.issuer) {
        return updateTerminal(tx, current.id, changes);
      } else {
        saved = await updateTerminal(tx, current.id, { ...changes, default: others === 0 });
      }
      await insertMove(tx, {
        payment_terminal_id: saved.id,
        company_id: target.companyId,
        from_issuer: current?.issuer ?? null,
        to_issuer: input.issuer,
        moved_by: caller.userId,
      });
      return saved;
    });
    return terminalView(row);
  }

  /**
   * A company id the caller reaches, or the id of an HQ user who works in a company the caller
   * reaches (the caller included). For a user, the terminal belongs to the company it is already
   * in when that is one of theirs, else to the first of their (reachable) employments.
   */
  private async resolveIssuer(
    caller: HqCaller,
    issuer: string,
    currentCompany: string | null,
  ): Promise<{ type: 'company' | 'user'; companyId: string }> {
    if (reaches(caller, issuer) && (await companyExists(this.sql, issuer)))
      return { type: 'company', companyId: issuer };
    const employments = await employmentsOf(this.sql, issuer, [...caller.companyIds]);
    if (employments.length === 0) throw notFound('issuer');
    const same = employments.find((companyId) => companyId === currentCompany);
    return { type: 'user', companyId: same ?? employments[0] };
  }
}
