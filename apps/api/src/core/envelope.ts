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

/** The SQLSTATE of a database error (or of its cause), if any. */
function sqlState(e: unknown): string | undefined {
  for (let c = e as { code?: unknown; cause?: unknown } | undefined; c; c = c.cause as typeof c) {
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c.code;
  }
  return undefined;
}

/**
 * The one error handler: every failure becomes an envelope with HTTP 200, because existing clients
 * treat any other status as a network failure and never show the message. Limits keep their meaning
 * in the envelope's key (and a rate limit its Retry-After header). Only a real server fault answers 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.key === 'OPERATION_FREQUENT') reply.header('retry-after', '60');
      // An unknown endpoint keeps its 404; every other business error is HTTP 200.
      return sendError(req, reply, err.key, err.status >= 500 || err.status === 404 ? err.status : 200, err.vars);
    }
    const e = err as FastifyError;
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(req, reply, 'BODY_TOO_LARGE');
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') return sendError(req, reply, 'UPLOAD_TOO_LARGE');
    if (e.statusCode === 429) { reply.header('retry-after', '60'); return sendError(req, reply, 'OPERATION_FREQUENT'); }
    // Input the database refuses as data (a number out of range, a NUL byte, malformed text) is the caller's error.
    if (sqlState(err)?.startsWith('22')) return sendError(req, reply, 'PARAM_ERROR');
    if (e.validation || (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)) return sendError(req, reply, 'PARAM_ERROR');
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 'SERVER_ERROR', 500);
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over 16 KB, a
 * malformed request line) are answered with the envelope too, in English since no language could be
 * read, instead of a bare 431/400; the connection is then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:net').Socket): void {
  if (!socket.writable) { socket.destroy(); return; }
  const key = 'PARAM_ERROR' as const;
  const body = JSON.stringify({ code: envelopeCodeFor(key), msg: errorMessage('en', key), data: null, key });
  socket.end(`HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
