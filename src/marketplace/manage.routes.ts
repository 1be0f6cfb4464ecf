import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MARKETPLACE_EVENT_EXPANDABLE } from '../domain/bookings/event-view.ts';
import { MarketplaceEventUpdateBody } from '../domain/bookings/schemas.ts';
import { emptyBodyIsEmptyObject } from '../http/empty-body.ts';
import { ExpandParam, SelectParam } from '../http/query.ts';
import { responses } from '../http/route-schemas.ts';
import { Event } from '../http/schemas/booking.ts';

const tags = ['Marketplace: bookings'];
/** The link is the credential: no customer token is needed (or looked at). */
const security: Record<string, string[]>[] = [{}];
const Params = Type.Object(
  {
    link: Type.String({
      minLength: 1,
      maxLength: 160,
      description:
        'The manage link of the booking, as its e-mail carries it (`<company>.<link id>.<secret>`).',
    }),
  },
  { additionalProperties: false },
);
const ReadQuery = Type.Object(
  {
    select: Type.Optional(SelectParam(Event)),
    expand: Type.Optional(ExpandParam(MARKETPLACE_EVENT_EXPANDABLE)),
  },
  { additionalProperties: false },
);
const LINK_RULES =
  'A link holds until the booking ends or the business revokes it; a changed, revoked or spent link answers 401 ' +
  'invalid_manage_link, and a client that keeps trying links that do not open anything is held off (429).';

/** docs/bookings.md#the-manage-link: a booking managed with the link of its e-mail, no account needed. */
export const marketplaceManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  emptyBodyIsEmptyObject(app);
  const { bookings } = app.services;

  app.get(
    '/manage/:link',
    {
      schema: {
        operationId: 'getManagedEvent',
        summary: 'The booking a manage link opens',
        description: `Every customer e-mail about a coming booking carries a manage link. ${LINK_RULES}`,
        tags,
        security,
        params: Params,
        querystring: ReadQuery,
        response: responses({ 200: Event }),
      },
    },
    (request) => bookings.getByLink(request.params.link, request.ip, request.query.expand),
  );

  app.post(
    '/manage/:link',
    {
      schema: {
        operationId: 'updateManagedEvent',
        summary: 'Move or cancel the booking a manage link opens',
        description:
          "As updateEvent, under the same rules for customers (the company's client_reschedule_disabled, " +
          `min_reschedule_notice_hours, client_cancel_disabled and min_cancel_notice_hours). ${LINK_RULES}`,
        tags,
        security,
        params: Params,
        querystring: ReadQuery,
        body: MarketplaceEventUpdateBody,
        response: responses({ 200: Event }),
      },
    },
    (request) => bookings.updateByLink(request.params.link, request.ip, request.body),
  );
};
