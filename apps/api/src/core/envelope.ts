import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeCodeFor, type ErrorKey } from '@mall/contract/errors';
import { normalizeLanguage } from '@mall/i18n/languages';
import { AppError } from './app-error';
import { errorMessage } from './messages';

function langOf(req: FastifyRequest): ReturnType<typeof normalizeLanguage> {
  if (req.lang) return req.lang;
  return normalizeLanguage((req.query as Record<string, string> | undefined)?.lang);
}

/** Sends an error envelope: translated message, stable key, never internals. */
export function sendError(req: FastifyRequest, reply: FastifyReply, key: ErrorKey, status = 200, vars: Record<string, string | number> = {}): FastifyReply {
  return reply.status(status).send({ code: envelopeCodeFor(key), msg: errorMessage(langOf(req), key, vars), data: null, key });
}

/** The one error handler: every failure becomes an envelope (CONVENTIONS.md "Server" 4). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) return sendError(req, reply, err.key, err.status, err.vars);
    const e = err as FastifyError;
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(req, reply, 'BODY_TOO_LARGE', 413);
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') return sendError(req, reply, 'UPLOAD_TOO_LARGE', 413);
    if (e.statusCode === 429) return sendError(req, reply, 'OPERATION_FREQUENT', 429);
    if (e.validation || (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)) {
      return sendError(req, reply, 'PARAM_ERROR', e.statusCode && e.statusCode !== 200 ? e.statusCode : 400);
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 'SERVER_ERROR', 500);
  });
}
