// The company's records of its customers, as the booking paths need them.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../errors.ts';
import type { ContactInput } from './booking-inputs.ts';

/** The company's record of a signed-in customer (made on their first booking there). */
export async function customerFor(
  prisma: PrismaClient,
  companyId: string,
  userId: string,
  input: ContactInput,
): Promise<string> {
  const where = { company_id_marketplace_user_id: { company_id: companyId, marketplace_user_id: userId } };
  const found = await prisma.customer.findUnique({ where, select: { id: true } });
  if (found) return found.id;
  try {
    const made = await prisma.customer.create({
      data: {
        company_id: companyId,
        marketplace_user_id: userId,
        name: input.customer_name ?? '',
        email: input.email ?? null,
        phone_country_code: input.phone_country_code ?? null,
        phone_number: input.phone_number ?? null,
        kennitala: input.kennitala ?? null,
      },
      select: { id: true },
    });
    return made.id;
  } catch {
    // Made meanwhile by a booking of the same customer (the pair is unique).
    const again = await prisma.customer.findUnique({ where, select: { id: true } });
    if (!again) throw new Error('customer record could not be made');
    return again.id;
  }
}

/** A customer id in a staff request must name a customer of that company (else 404). */
export async function requireCustomer(prisma: PrismaClient, companyId: string, customerId: string) {
  const c = await prisma.customer.findFirst({
    where: { id: customerId, company_id: companyId },
    select: { id: true },
  });
  if (!c) throw notFound('customer');
}
