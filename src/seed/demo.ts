import type { PrismaClient } from '../generated/prisma/client.ts';

export async function loadDemoDataIfEmpty(
  _prisma: PrismaClient,
): Promise<{ token: string; companies: string[] } | null> {
  return null;
}
