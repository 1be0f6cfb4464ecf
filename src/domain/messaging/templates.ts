/**
 * Texts of the e-mails, per messaging language (company `locale.messaging_language`);
 * a language without a translation falls back to English.
 */
export const MESSAGE_LANGUAGES = ['en', 'is'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export function messageLanguage(locale: unknown): MessageLanguage {
  const code = String((locale as { messaging_language?: unknown } | null)?.messaging_language ?? '')
    .toLowerCase()
    .slice(0, 2);
  return (MESSAGE_LANGUAGES as readonly string[]).includes(code) ? (code as MessageLanguage) : 'en';
}

/** "1.500,00 ISK"-style numbers are a matter of taste; one unambiguous form for every language. */
export function formatMoney(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}

export interface ReceiptFacts {
  companyName: string;
  paymentId: string;
  amount: number;
  currency: string;
  reason: string | null;
  status: string;
  paidAt: Date;
  customerName?: string | null;
}

const reasonText: Record<MessageLanguage, Record<string, string>> = {
  en: { noshow: 'No-show fee', voucher: 'Gift voucher' },
  is: { noshow: 'Gjald vegna fjarvistar', voucher: 'Gjafabréf' },
};

export function receiptMail(lang: MessageLanguage, f: ReceiptFacts): { subject: string; body: string } {
  const what = reasonText[lang][f.reason ?? ''] ?? f.reason ?? (lang === 'is' ? 'Greiðsla' : 'Payment');
  const money = formatMoney(f.amount, f.currency);
  const date = f.paidAt.toISOString().slice(0, 10);
  if (lang === 'is') {
    return {
      subject: `Kvittun frá ${f.companyName}`,
      body: [
        f.customerName ? `Sæl/l ${f.customerName},` : 'Góðan dag,',
        '',
        `Hér er kvittun fyrir greiðslu til ${f.companyName}.`,
        '',
        `${what}: ${money}`,
        `Dagsetning: ${date}`,
        `Tilvísun: ${f.paymentId}`,
        f.status === 'refunded' ? 'Greiðslan hefur verið endurgreidd.' : '',
        '',
        `Kveðja,\n${f.companyName}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your receipt from ${f.companyName}`,
    body: [
      f.customerName ? `Hello ${f.customerName},` : 'Hello,',
      '',
      `Here is the receipt for your payment to ${f.companyName}.`,
      '',
      `${what}: ${money}`,
      `Date: ${date}`,
      `Reference: ${f.paymentId}`,
      f.status === 'refunded' ? 'This payment has been refunded.' : '',
      '',
      `Kind regards,\n${f.companyName}`,
    ].join('\n'),
  };
}

export interface VoucherFacts {
  companyName: string;
  code: string;
  amount: number;
  currency: string;
  title: string | null;
  message: string | null;
  expiration: Date | null;
  sessionsTotal: number | null;
}

export function voucherMail(lang: MessageLanguage, f: VoucherFacts): { subject: string; body: string } {
  const money = formatMoney(f.amount, f.currency);
  const expires = f.expiration ? f.expiration.toISOString().slice(0, 10) : null;
  if (lang === 'is') {
    return {
      subject: `Gjafabréf frá ${f.companyName}`,
      body: [
        'Góðan dag,',
        '',
        `Þú hefur fengið gjafabréf frá ${f.companyName}${f.title ? `: ${f.title}` : ''}.`,
        f.message ? `\n"${f.message}"\n` : '',
        `Kóði: ${f.code}`,
        f.sessionsTotal ? `Skipti: ${f.sessionsTotal}` : `Upphæð: ${money}`,
        expires ? `Gildir til: ${expires}` : '',
        '',
        `Kveðja,\n${f.companyName}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your gift voucher from ${f.companyName}`,
    body: [
      'Hello,',
      '',
      `You have received a gift voucher from ${f.companyName}${f.title ? `: ${f.title}` : ''}.`,
      f.message ? `\n"${f.message}"\n` : '',
      `Code: ${f.code}`,
      f.sessionsTotal ? `Sessions: ${f.sessionsTotal}` : `Value: ${money}`,
      expires ? `Valid until: ${expires}` : '',
      '',
      `Kind regards,\n${f.companyName}`,
    ].join('\n'),
  };
}
