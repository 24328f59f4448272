import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';
import { clientErrorHandler } from './envelope';
import { redactUrl } from './redact';
import { installSecurityHeaders } from './security-headers';

export interface HttpOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** The largest uploaded file, in bytes. */
  maxUploadBytes: number;
}

/**
 * The HTTP server with the external plugins every route relies on: logging without secrets,
 * security headers, form and multipart bodies, and JSON that tolerates an empty body.
 */
export async function createHttpServer(config: Config, opts: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      stream: opts.logStream,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '***' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
    clientErrorHandler,
  });
  installSecurityHeaders(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: opts.maxUploadBytes, files: 1, fields: 10 } });
  // Clients sometimes send an empty body labelled JSON: treat it as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    try { done(null, JSON.parse(text)); } catch { const e = new Error('bad JSON') as Error & { statusCode: number }; e.statusCode = 400; done(e, undefined); }
  });
  return app;
}
