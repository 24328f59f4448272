import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './envelope';

/** Finds the repository root (where apps/ lives) from this file or from dist/. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

/** Static web apps served by the one server: built output of each app, mounted at its prefix. */
const STATIC_APPS: { prefix: string; dir: string }[] = [
  { prefix: '/wap/', dir: 'apps/wap/dist' },
  { prefix: '/seller/', dir: 'apps/seller-web/dist' },
  { prefix: '/admin/', dir: 'apps/admin-web/dist' },
  { prefix: '/storybook/', dir: 'packages/ui/storybook-static' },
  { prefix: '/', dir: 'apps/buyer-web/dist' },
];

/**
 * Files the server hands out as they are: uploaded images (never sniffed as anything else), the
 * avatars, and each built web app, whose unknown paths answer the app's page (client routing).
 * Unknown API paths answer the envelope's NOT_FOUND.
 */
export async function serveStaticFiles(app: FastifyInstance, dataDir: string): Promise<void> {
  mkdirSync(resolve(dataDir, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => { res.setHeader('X-Content-Type-Options', 'nosniff'); res.setHeader('Content-Security-Policy', "default-src 'none'"); },
  });

  const root = repoRoot();
  const avatars = join(root, 'apps/api/public/avatars');
  if (existsSync(avatars)) await app.register(fastifyStatic, { root: avatars, prefix: '/avatars/', decorateReply: false });
  const spas: { prefix: string; index: string }[] = [];
  for (const s of STATIC_APPS) {
    const dir = join(root, s.dir);
    if (!existsSync(join(dir, 'index.html'))) continue;
    await app.register(fastifyStatic, { root: dir, prefix: s.prefix, decorateReply: false, wildcard: false, index: ['index.html'] });
    spas.push({ prefix: s.prefix, index: readFileSync(join(dir, 'index.html'), 'utf8') });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (/^\/(wap\/+)?(api|public)\//.test(path)) return sendError(req, reply, 'NOT_FOUND', 404);
    const spa = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(path) ? spas.find((s) => path.startsWith(s.prefix) || `${path}/` === s.prefix) : undefined;
    if (spa) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(spa.index);
    return reply.status(404).type('text/plain').send('Not found');
  });
}
