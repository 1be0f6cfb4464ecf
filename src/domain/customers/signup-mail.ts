// The two messages a sign-up sends: the confirmation token to a free address, or a note to an
// address that has an account already. Only the mailbox's owner learns which applies.
import type { OutgoingMail } from '../messaging/outbox.ts';

export function confirmationMail(email: string, token: string): OutgoingMail {
  return {
    company_id: null,
    kind: 'signup_confirmation',
    to: email,
    subject: 'Confirm your e-mail address',
    body: [
      'Welcome! To finish creating your account, confirm this e-mail address with the code below',
      '(the app asks for it; it is good for 24 hours and once):',
      '',
      `    ${token}`,
      '',
      'If you did not sign up, ignore this message: no account is made without it.',
    ].join('\n'),
  };
}

export function accountExistsMail(email: string): OutgoingMail {
  return {
    company_id: null,
    kind: 'signup_existing_account',
    to: email,
    subject: 'You already have an account',
    body: [
      'Someone, perhaps you, tried to create an account with this e-mail address, which already has one.',
      'Sign in with your password instead. If this was not you, you can ignore this message: nothing changed.',
    ].join('\n'),
  };
}
