import type { FastifyReply } from 'fastify';
import { LibraryNotFoundError } from './creatives';
import { LibraryInputError } from './storage';

// The library routes' error answers (the lists' search and paging are server/db/repos/library-paging.ts's).

/** Answers a library refusal (400 naming the field, or 404); anything else is rethrown (a 500). */
export function replyLibraryError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof LibraryNotFoundError) return reply.code(404).send({ success: false, error: error.message });
  if (error instanceof LibraryInputError) {
    return reply.code(error.status).send({ success: false, error: error.message, ...(error.status === 400 ? { fields: { [error.field]: [error.message] } } : {}) });
  }
  throw error;
}
