import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CustomerAccount, SignUpBody } from '../domain/customers/schemas.ts';
import { notFound } from '../domain/errors.ts';
import { requireCustomer } from '../http/auth.ts';
import { customerSecurity, responses } from '../http/route-schemas.ts';

const tags = ['Marketplace: users'];
const Email = Type.String({ format: 'email', maxLength: 320 });

const TokenAnswer = Type.Object({
  token: Type.String({ description: 'JWT for the Marketplace-Authentication scheme.' }),
  token_type: Type.Literal('Bearer'),
  user: CustomerAccount,
});

/** Customer sign-up and login (CONTRACT.md section 4). */
export const marketplaceUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const customers = app.services.customers;
  const tokenFor = (user: { id: string }) => app.jwt.sign({ sub: user.id, kind: 'customer' });

  app.post(
    '/users',
    {
      schema: {
        operationId: 'signUpCustomer',
        summary: 'Create a customer account',
        tags,
        body: SignUpBody,
        response: responses({ 200: TokenAnswer }, 409),
      },
    },
    async (request) => {
      const user = await customers.signUp(request.body);
      return { token: tokenFor(user), token_type: 'Bearer' as const, user };
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        operationId: 'logInCustomer',
        summary: 'Log in: a JWT for an email and password',
        tags,
        body: Type.Object(
          { email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: responses({ 200: TokenAnswer }),
      },
    },
    async (request) => {
      const user = await customers.logIn(request.body.email, request.body.password);
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
