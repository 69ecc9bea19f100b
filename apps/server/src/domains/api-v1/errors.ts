import type { FastifyReply } from 'fastify';

/** Plane's answer to a create that names an external_id + external_source already present. */
export const EXTERNAL_ID_EXISTS_MESSAGE =
  'Issue with the same external id and external source already exists';

/** 409 `{"error": …, "id": <the existing item's id>}`, as Plane's v1 answers a duplicate import. */
export function sendV1Conflict(
  reply: FastifyReply,
  id: string,
  error = EXTERNAL_ID_EXISTS_MESSAGE,
) {
  return reply.code(409).send({ error, id });
}
