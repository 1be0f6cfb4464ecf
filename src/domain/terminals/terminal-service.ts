import type { PaymentTerminal, PrismaClient } from '../../generated/prisma/client.ts';
import { type HqCaller, reachesCompany } from '../auth/caller.ts';
import { notFound } from '../shared/errors.ts';
import type { TerminalInput } from './schemas.ts';

/** Spec 2.15: the connection of a terminal; `issuer` is '' while disconnected, `created_at` epoch ms. */
export function terminalView(row: PaymentTerminal) {
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
  private readonly prisma: PrismaClient;

  constructor(prisma: PrismaClient) {
    this.prisma = prisma;
  }

  /**
   * Connects a terminal to an issuer (a company the caller reaches, or an HQ user employed by one),
   * moves it when it is connected elsewhere, and disconnects it when `issuer` is empty. Every change
   * of issuer writes a PaymentTerminalMove row.
   */
  async connect(caller: HqCaller, input: TerminalInput): Promise<TerminalView> {
    const current = await this.prisma.paymentTerminal.findUnique({
      where: { terminal_id: input.terminal_id },
    });
    // A terminal connected in a company the caller does not reach is not theirs to see or take.
    if (current?.company_id && !reachesCompany(caller, current.company_id)) throw notFound('terminal');

    if (input.issuer === '') {
      if (!current?.issuer) throw notFound('terminal');
      return terminalView(
        await this.prisma.$transaction(async (tx) => {
          await tx.paymentTerminalMove.create({
            data: {
              payment_terminal_id: current.id,
              company_id: current.company_id,
              from_issuer: current.issuer,
              to_issuer: null,
              moved_by: caller.userId,
            },
          });
          return tx.paymentTerminal.update({
            where: { id: current.id },
            data: {
              issuer: null,
              issuer_type: null,
              company_id: null,
              default: false,
              ...(input.description !== undefined ? { description: input.description } : {}),
            },
          });
        }),
      );
    }

    const target = await this.resolveIssuer(caller, input.issuer, current?.company_id ?? null);
    const row = await this.prisma.$transaction(async (tx) => {
      const others = await tx.paymentTerminal.count({
        where: { issuer: input.issuer, ...(current ? { id: { not: current.id } } : {}) },
      });
      const changes = {
        issuer: input.issuer,
        issuer_type: target.type,
        company_id: target.companyId,
        ...(input.description !== undefined ? { description: input.description } : {}),
      };
      let saved: PaymentTerminal;
      if (!current) {
        saved = await tx.paymentTerminal.create({
          data: {
            terminal_id: input.terminal_id,
            ...deviceFacts(input.terminal_id),
            ...changes,
            default: others === 0,
          },
        });
      } else if (current.issuer === input.issuer) {
        return tx.paymentTerminal.update({ where: { id: current.id }, data: changes });
      } else {
        saved = await tx.paymentTerminal.update({
          where: { id: current.id },
          data: { ...changes, default: others === 0 },
        });
      }
      await tx.paymentTerminalMove.create({
        data: {
          payment_terminal_id: saved.id,
          company_id: target.companyId,
          from_issuer: current?.issuer ?? null,
          to_issuer: input.issuer,
          moved_by: caller.userId,
        },
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
    if (reachesCompany(caller, issuer)) {
      const company = await this.prisma.company.findUnique({ where: { id: issuer }, select: { id: true } });
      if (company) return { type: 'company', companyId: company.id };
    }
    const employments = await this.prisma.employee.findMany({
      where: { user_id: issuer, deleted_at: null, company_id: { in: [...caller.companyIds] } },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
      select: { company_id: true },
    });
    if (employments.length === 0) throw notFound('issuer');
    const same = employments.find((e) => e.company_id === currentCompany);
    return { type: 'user', companyId: (same ?? employments[0]).company_id };
  }
}
