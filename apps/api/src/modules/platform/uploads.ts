import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KYC_FILES_PREFIX, KYC_UPLOAD_MODULE } from '@mall/contract/kyc';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/rows';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/auth';
import { readMultipartForm } from '../../core/multipart-form';
import type { Ctx } from '../../core/rpc';
import { imageSize } from './image-size';
import * as repo from './repo';

/** What one account may upload: pictures a minute, bytes a day, and the largest picture in pixels. */
export interface UploadLimits {
  dataDir: string;
  perMinute: number;
  dailyBytes: number;
  maxPixels: number;
  maxSide: number;
}

/** The image type by content (magic bytes), never by name: JPEG or PNG, else null. */
export function sniffImage(buf: Buffer): { mime: string; ext: 'jpg' | 'png' } | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  return null;
}

/**
 * True when `url` is an image this actor uploaded (proofs, review pictures, avatars must be the caller's own).
 * Private identity pictures (`/kyc-files/…`) count only where `identity` is set (loan documents).
 */
export async function isOwnUpload(db: Executor & Pick<Db, 'select'>, actor: Actor, actorId: number, url: string, opts: { identity?: boolean } = {}): Promise<boolean> {
  const u = url.trim();
  const name = /^\/uploads\/([A-Za-z0-9_-]+\.(png|jpg))$/.exec(u)?.[1];
  const secret = opts.identity && u.startsWith(KYC_FILES_PREFIX) ? /^([A-Za-z0-9_-]+\.(png|jpg))$/.exec(u.slice(KYC_FILES_PREFIX.length))?.[1] : undefined;
  if (!name && !secret) return false;
  return repo.uploadedBy(db, (name ?? secret)!, actor, actorId, secret ? KYC_UPLOAD_MODULE : undefined);
}

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/**
 * Stores one uploaded image under DATA_DIR/uploads with a random name; answers its URL. The type is
 * read from the content, the size in pixels from the header (no picture larger than the cap is ever
 * decoded), and the account's rate and daily volume are checked under a per-account lock, so a burst
 * of parallel uploads cannot pass a limit that one upload at a time cannot.
 */
export async function storeUpload(db: Db, limits: UploadLimits, actor: Actor, actorId: number, ctx: Ctx<unknown>): Promise<string> {
  const form = await readMultipartForm(ctx.req);
  if (!form.file) throw new AppError('UPLOAD_FAILED');
  const moduleName = (ctx.params.moduleName || form.fields.moduleName || 'common').slice(0, 32);
  const buf = form.file.buffer;
  const limit = UPLOAD_LIMITS[moduleName] ?? DEFAULT_UPLOAD_LIMIT;
  if (buf.length > limit) throw new AppError('UPLOAD_TOO_LARGE');
  const kind = sniffImage(buf);
  if (!kind) throw new AppError('UPLOAD_TYPE');
  const size = imageSize(buf);
  if (!size || size.width < 1 || size.height < 1) throw new AppError('UPLOAD_TYPE');
  if (size.width > limits.maxSide || size.height > limits.maxSide || size.width * size.height > limits.maxPixels) throw new AppError('UPLOAD_TOO_LARGE');
  const name = `${randomBytes(18).toString('base64url')}.${kind.ext}`;
  // Identity documents are never public: they go outside the static directory (see privateUploadDir).
  const secret = moduleName === KYC_UPLOAD_MODULE;
  const dir = secret ? privateUploadDir(limits.dataDir, moduleName) : join(limits.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  await db.transaction(async (tx) => {
    const used = await repo.lockUploadUsage(tx, actor, actorId);
    if (used.recent >= limits.perMinute) throw new AppError('OPERATION_FREQUENT');
    if (used.todayBytes + buf.length > limits.dailyBytes) throw new AppError('UPLOAD_QUOTA');
    await writeFile(join(dir, name), buf, { flag: 'wx' });
    await repo.insertUpload(tx, { actor, actorId, module: /^[a-z_]+$/i.test(moduleName) ? moduleName : 'common', fileName: name, mime: kind.mime, size: buf.length });
  });
  return secret ? `${KYC_FILES_PREFIX}${name}` : `/uploads/${name}`;
}

/** Where private uploads of a module are kept: under DATA_DIR but outside the public /uploads/ directory. */
export function privateUploadDir(dataDir: string, moduleName: string): string {
  return join(dataDir, 'private', moduleName);
}

/** The upload limits of the configuration. */
export function uploadLimits(config: { dataDir: string; UPLOAD_PER_MINUTE: number; UPLOAD_DAILY_MB: number; UPLOAD_MAX_PIXELS: number; UPLOAD_MAX_SIDE: number }): UploadLimits {
  return { dataDir: config.dataDir, perMinute: config.UPLOAD_PER_MINUTE, dailyBytes: config.UPLOAD_DAILY_MB * 1024 * 1024, maxPixels: config.UPLOAD_MAX_PIXELS, maxSide: config.UPLOAD_MAX_SIDE };
}
