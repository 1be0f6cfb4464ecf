// An iCalendar answer (RFC 5545): text/calendar, the text as it is (the JSON serializer would
// quote it). One place for the series' .ics on both surfaces.
import type { FastifyReply } from 'fastify';

export function sendCalendar(reply: FastifyReply, text: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .serializer((body: unknown) => String(body))
    .send(text);
}
