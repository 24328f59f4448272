import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { KYC_FILES_PREFIX, KYC_UPLOAD_MODULE } from '@mall/contract/kyc';
import type { Auth, Authenticator } from '../../core/auth';
import { sendError } from '../../core/envelope';
import { privateUploadDir } from '../platform/uploads';
import type { KycService } from './service';

const ACTORS = ['user', 'seller', 'admin'] as const;

/**
 * GET /kyc-files/<name>: a private verification picture, for its owner or a reviewing admin only.
 * The token travels as for every call (Bearer header or `token` query parameter, so an <img> can
 * show it); the answer is never cached by a shared cache.
 */
export function kycPictureRoute(app: FastifyInstance, kyc: KycService, authn: Authenticator, dataDir: string): void {
  app.get(`${KYC_FILES_PREFIX}:name`, async (req, reply) => {
    const { name } = req.params as { name: string };
    const h = req.headers.authorization;
    const token = (h?.startsWith('Bearer ') ? h.slice(7).trim() : '') || String((req.query as Record<string, unknown>).token ?? '');
    let auth: Auth | null = null;
    for (const actor of ACTORS) {
      if (!token) break;
      auth = await authn.resolve(actor, token);
      if (auth) break;
    }
    reply.header('cache-control', 'private, no-store');
    if (!auth) return sendError(req, reply, token ? 'TOKEN_INVALID' : 'NOT_LOGGED_IN', 403);
    const access = await kyc.pictureAccess(name, { actor: auth.actor, id: auth.id, roles: auth.roles });
    if (access === 'missing') return sendError(req, reply, 'NOT_FOUND', 404);
    if (access === 'forbidden') return sendError(req, reply, 'NO_PERMISSION', 403);
    let body: Buffer;
    try {
      body = await readFile(join(privateUploadDir(dataDir, KYC_UPLOAD_MODULE), name));
    } catch {
      return sendError(req, reply, 'NOT_FOUND', 404);
    }
    return reply.type(access.mime).header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'").send(body);
  });
}
