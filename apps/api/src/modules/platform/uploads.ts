import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/rows';
import { uploads } from '../../db/schema';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/auth';
import { readMultipartForm } from '../../core/multipart-form';
import type { Ctx } from '../../core/rpc';

/** The image type by content (magic bytes), never by name: JPEG or PNG, else null. */
export function sniffImage(buf: Buffer): { mime: string; ext: 'jpg' | 'png' } | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  return null;
}

/** True when `url` is an image this actor uploaded (proofs, review pictures, avatars must be the caller's own). */
export async function isOwnUpload(db: Executor & Pick<Db, 'select'>, actor: Actor, actorId: number, url: string): Promise<boolean> {
  const name = /^\/uploads\/([A-Za-z0-9_-]+\.(png|jpg))$/.exec(url.trim())?.[1];
  if (!name) return false;
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.fileName, name), eq(uploads.actor, actor), eq(uploads.actorId, actorId)));
  return Boolean(row);
}

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** Stores one uploaded image under DATA_DIR/uploads with a random name; answers its URL. */
export async function storeUpload(db: Db, dataDir: string, actor: Actor, actorId: number, ctx: Ctx<unknown>): Promise<string> {
  const form = await readMultipartForm(ctx.req);
  if (!form.file) throw new AppError('UPLOAD_FAILED', 400);
  const moduleName = (ctx.params.moduleName || form.fields.moduleName || 'common').slice(0, 32);
  const buf = form.file.buffer;
  const limit = UPLOAD_LIMITS[moduleName] ?? DEFAULT_UPLOAD_LIMIT;
  if (buf.length > limit) throw new AppError('UPLOAD_TOO_LARGE', 413);
  const kind = sniffImage(buf);
  if (!kind) throw new AppError('UPLOAD_TYPE');
  const name = `${randomBytes(18).toString('base64url')}.${kind.ext}`;
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), buf, { flag: 'wx' });
  await db.insert(uploads).values({ actor, actorId, module: /^[a-z_]+$/i.test(moduleName) ? moduleName : 'common', fileName: name, mime: kind.mime, size: buf.length });
  return `/uploads/${name}`;
}
