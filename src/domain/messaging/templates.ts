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

/** Booking e-mails: to the customer, and the staff copy to the employee. */
export type BookingMailKind = 'confirmation' | 'pending' | 'change' | 'cancellation' | 'reminder';

export interface BookingFacts {
  companyName: string;
  customerName: string | null;
  /** Titles of the booked services, in order. */
  services: string[];
  startsAt: Date;
  endsAt: Date;
  /** IANA name; the times in the text are local to the company. */
  timeZone: string;
  address: string | null;
  employeeName: string | null;
  guests: number;
  eventId: string;
  /** messaging.show_booking_ends_at */
  showEndsAt: boolean;
  /** messaging.custom_reminder (reminders only). */
  customReminder?: string | null;
  /** The customer's link to read, move or cancel the booking without an account (customer mails only). */
  manageUrl?: string | null;
}

/** "Saturday 28 November 2026, 09:00" / "laugardagur 28. nóvember 2026 kl. 09:00" in the company's zone. */
export function formatWhen(lang: MessageLanguage, at: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const locale = lang === 'is' ? 'is-IS' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  }
}

function formatTime(lang: MessageLanguage, at: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const locale = lang === 'is' ? 'is-IS' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  }
}

const bookingText = {
  en: {
    subject: {
      confirmation: (c: string) => `Your booking at ${c} is confirmed`,
      pending: (c: string) => `Your booking request at ${c} was received`,
      change: (c: string) => `Your booking at ${c} has changed`,
      cancellation: (c: string) => `Your booking at ${c} is cancelled`,
      reminder: (c: string) => `Reminder: your booking at ${c}`,
    },
    staffSubject: {
      confirmation: 'New booking',
      pending: 'New booking request',
      change: 'Booking changed',
      cancellation: 'Booking cancelled',
      reminder: 'Booking reminder',
    },
    lead: {
      confirmation: (c: string) => `Your booking at ${c} is confirmed.`,
      pending: (c: string) => `${c} has received your booking request and will confirm it.`,
      change: (c: string) => `Your booking at ${c} has changed. The booking is now:`,
      cancellation: (c: string) => `Your booking at ${c} has been cancelled.`,
      reminder: (c: string) => `This is a reminder of your booking at ${c}.`,
    },
    staffLead: {
      confirmation: 'You have a new booking.',
      pending: 'You have a new booking request waiting for confirmation.',
      change: 'A booking of yours has changed. It is now:',
      cancellation: 'A booking of yours has been cancelled.',
      reminder: 'A reminder of your booking.',
    },
    hello: (n: string | null) => (n ? `Hello ${n},` : 'Hello,'),
    when: 'When',
    until: 'until',
    what: 'Services',
    with: 'With',
    where: 'Where',
    guests: 'Guests',
    customer: 'Customer',
    reference: 'Reference',
    manage: 'To change or cancel your booking',
    regards: 'Kind regards',
  },
  is: {
    subject: {
      confirmation: (c: string) => `Bókun þín hjá ${c} er staðfest`,
      pending: (c: string) => `Bókunarbeiðni þín hjá ${c} er móttekin`,
      change: (c: string) => `Bókun þinni hjá ${c} hefur verið breytt`,
      cancellation: (c: string) => `Bókun þín hjá ${c} hefur verið afbókuð`,
      reminder: (c: string) => `Áminning: bókun þín hjá ${c}`,
    },
    staffSubject: {
      confirmation: 'Ný bókun',
      pending: 'Ný bókunarbeiðni',
      change: 'Bókun breytt',
      cancellation: 'Bókun afbókuð',
      reminder: 'Áminning um bókun',
    },
    lead: {
      confirmation: (c: string) => `Bókun þín hjá ${c} er staðfest.`,
      pending: (c: string) => `${c} hefur móttekið bókunarbeiðni þína og mun staðfesta hana.`,
      change: (c: string) => `Bókun þinni hjá ${c} hefur verið breytt. Bókunin er nú:`,
      cancellation: (c: string) => `Bókun þín hjá ${c} hefur verið afbókuð.`,
      reminder: (c: string) => `Þetta er áminning um bókun þína hjá ${c}.`,
    },
    staffLead: {
      confirmation: 'Þú ert með nýja bókun.',
      pending: 'Þú ert með nýja bókunarbeiðni sem bíður staðfestingar.',
      change: 'Bókun hjá þér hefur verið breytt. Hún er nú:',
      cancellation: 'Bókun hjá þér hefur verið afbókuð.',
      reminder: 'Áminning um bókun.',
    },
    hello: (n: string | null) => (n ? `Sæl/l ${n},` : 'Góðan dag,'),
    when: 'Hvenær',
    until: 'til',
    what: 'Þjónusta',
    with: 'Hjá',
    where: 'Hvar',
    guests: 'Gestir',
    customer: 'Viðskiptavinur',
    reference: 'Tilvísun',
    manage: 'Til að breyta bókuninni eða afbóka',
    regards: 'Kveðja',
  },
} as const;

/** The e-mail of one booking message; `staff` is the employee's copy. */
export function bookingMail(
  lang: MessageLanguage,
  kind: BookingMailKind,
  f: BookingFacts,
  staff = false,
): { subject: string; body: string } {
  const t = bookingText[lang];
  const when =
    formatWhen(lang, f.startsAt, f.timeZone) +
    (f.showEndsAt ? ` ${t.until} ${formatTime(lang, f.endsAt, f.timeZone)}` : '');
  const details = [
    `${t.when}: ${when}`,
    f.services.length ? `${t.what}: ${f.services.join(', ')}` : '',
    f.employeeName && !staff ? `${t.with}: ${f.employeeName}` : '',
    f.address ? `${t.where}: ${f.address}` : '',
    f.guests > 1 ? `${t.guests}: ${f.guests}` : '',
    staff && f.customerName ? `${t.customer}: ${f.customerName}` : '',
    `${t.reference}: ${f.eventId}`,
  ].filter(Boolean);
  if (staff) {
    return {
      subject: `${t.staffSubject[kind]}: ${when}`,
      body: [t.staffLead[kind], '', ...details, ''].join('\n'),
    };
  }
  return {
    subject: t.subject[kind](f.companyName),
    body: [
      t.hello(f.customerName),
      '',
      t.lead[kind](f.companyName),
      '',
      ...details,
      kind === 'reminder' && f.customReminder ? `\n${f.customReminder}` : '',
      f.manageUrl ? `\n${t.manage}: ${f.manageUrl}` : '',
      '',
      `${t.regards},\n${f.companyName}`,
    ].join('\n'),
  };
}
