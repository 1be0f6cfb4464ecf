import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CustomerAccount, SignUpBody } from '../domain/customers/schemas.ts';
import { notFound } from '../domain/shared/errors.ts';
import { requireCustomer } from '../http/auth.ts';
import { customerSecurity, responses } from '../http/route-schemas.ts';

const tags = ['Marketplace: users'];
const Email = Type.String({ format: 'email', maxLength: 320 });

const TokenAnswer = Type.Object({
  token: Type.String({ description: 'JWT for the Marketplace-Authentication scheme.' }),
  token_type: Type.Literal('Bearer'),
  user: CustomerAccount,
});

const SignUpStartedAnswer = Type.Object(
  {
    status: Type.Literal('confirmation_sent'),
    email: Type.String({ description: 'The address the message went to (lower-cased).' }),
  },
  { title: 'SignUpStarted' },
);

/** Customer sign-up and login (docs/api-conventions.md#authentication). */
export const marketplaceUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customers = app.services.customers;
  const tokenFor = (user: { id: string }) => app.jwt.sign({ sub: user.id, kind: 'customer' });

  // Answers that hand out a token (or say anything about an account) are no cache's business.
  const noStore = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'no-store');

  app.post(
    '/users',
    {
      schema: {
        operationId: 'signUpCustomer',
        summary: 'Sign up: e-mails a confirmation code',
        description:
          'Always answers 202 the same way, whether or not the address has an account (it never confirms which ' +
          'e-mails are customers). A free address gets a confirmation code (good for 24 hours, once) to send to ' +
          '`POST /users/confirmation`, which makes the account and answers a token; an address that has an account ' +
          'gets a note saying so instead. At most 10 sign-ups an hour per client address (429 `too_many_attempts` ' +
          'with Retry-After) and 3 messages an hour per e-mail address (later ones send nothing).',
        tags,
        body: SignUpBody,
        response: responses({ 202: SignUpStartedAnswer }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      reply.code(202);
      return customers.signUp(request.body, request.ip);
    },
  );

  app.post(
    '/users/confirmation',
    {
      schema: {
        operationId: 'confirmCustomerSignUp',
        summary: 'Confirm a sign-up: the account, and a JWT',
        tags,
        body: Type.Object(
          {
            token: Type.String({
              minLength: 1,
              maxLength: 200,
              description: 'The code from the sign-up e-mail.',
            }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: TokenAnswer }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await customers.confirmSignUp(request.body.token);
      return { token: tokenFor(user), token_type: 'Bearer' as const, user };
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        operationId: 'logInCustomer',
        summary: 'Log in: a JWT for an email and password',
        description:
          'A wrong e-mail or password is the same 401, answered after the same work. Failed log-ins are counted per ' +
          'account and per client address (15 minutes, in the database: every instance counts together), whatever ' +
          `token the request carries: from the ${app.config.loginFailures.perAccount}th failure for an account ` +
          `(${app.config.loginFailures.perClient}th from an address) the next attempt must wait ${app.config.loginFailures.backoffSeconds} s, then twice as long after each further failure ` +
          '(at most 15 minutes): 429 `too_many_attempts` with Retry-After.',
        tags,
        body: Type.Object(
          { email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: responses({ 200: TokenAnswer }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await customers.logIn(request.body.email, request.body.password, request.ip);
      return { token: tokenFor(user), token_type: 'Bearer' as const, user };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        operationId: 'getCurrentCustomer',
        summary: 'The signed-in customer',
        tags,
        security: customerSecurity,
        response: responses({ 200: CustomerAccount }),
      },
    },
    async (request) => {
      const user = await customers.get(requireCustomer(request).userId);
      if (!user) throw notFound('user');
      return user;
    },
  );
};
