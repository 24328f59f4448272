import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@mall/contract/account';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { ErrorKey } from '@mall/contract/errors';
import { RateLimiter } from '../../core/rate-limit';
import { newToken, sha256 } from '../../core/tokens';
import { Raster } from './png';
import * as repo from './repo';

const W = 320;
const H = 160;
const P = 48; // piece size
const TOLERANCE = 6; // pixels
const TTL_MS = 2 * 60_000;
const MAX_TRIES = 3;

/** `on`: the puzzle always; `adaptive`: only after a failure or under a burst; `off`: never. */
export type SliderMode = 'on' | 'adaptive' | 'off';
/** How long a failed attempt keeps the puzzle required for its address and account (adaptive). */
const FAILURE_MEMORY_MS = 15 * 60_000;
/** Attempts per minute from one address above which the puzzle is required (adaptive). */
const BURST_PER_MIN = 10;
/** Answers that mark an attempt as failed: wrong credentials, or probing for accounts and codes. */
const FAILURES: ReadonlySet<ErrorKey> = new Set<ErrorKey>([
  'LOGIN_FAILED', 'LOGIN_LOCKED', 'USER_DISABLED', 'USERNAME_EXISTS', 'VERIFY_CODE_WRONG', 'REFERRAL_CODE_WRONG', 'CAPTCHA_FAILED',
]);

/** Who makes a sign-in or sign-up attempt: the client's address and the account it names. */
export interface Attempt { ip: string; account: string }

function drawBackground(r: Raster): void {
  // Random soft blobs over a gradient: unique per challenge, no fixed picture to learn.
  const base = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const blobs = Array.from({ length: 7 }, () => ({ x: randomInt(W), y: randomInt(H), rad: randomInt(20, 70), c: [randomInt(256), randomInt(256), randomInt(256)] }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let [cr, cg, cb] = [base[0] + (x * 40) / W, base[1] + (y * 40) / H, base[2]];
      for (const b of blobs) {
        const d = Math.hypot(x - b.x, y - b.y);
        if (d < b.rad) {
          const k = 1 - d / b.rad;
          cr = cr * (1 - k) + b.c[0] * k; cg = cg * (1 - k) + b.c[1] * k; cb = cb * (1 - k) + b.c[2] * k;
        }
      }
      const noise = randomInt(-12, 13);
      r.set(x, y, clamp(cr + noise), clamp(cg + noise), clamp(cb + noise));
    }
  }
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function inPiece(px: number, py: number): boolean {
  // A square with a round knob on its right side.
  const s = P - 10;
  if (px >= 0 && px < s && py >= 5 && py < 5 + s) return true;
  return Math.hypot(px - s, py - (5 + s / 2)) < 8;
}

/** Draws a puzzle: background with a shaded hole at (x, y) and the matching piece. */
function draw(x: number, y: number): { bg: Buffer; piece: Buffer } {
  const bg = new Raster(W, H);
  drawBackground(bg);
  const piece = new Raster(P, P);
  for (let py = 0; py < P; py++) {
    for (let px = 0; px < P; px++) {
      if (!inPiece(px, py)) continue;
      const [r, g, b] = bg.get(x + px, y + py);
      const edge = !inPiece(px - 2, py) || !inPiece(px + 2, py) || !inPiece(px, py - 2) || !inPiece(px, py + 2);
      piece.set(px, py, edge ? 255 : r, edge ? 255 : g, edge ? 255 : b, 255);
      bg.set(x + px, y + py, r * 0.35, g * 0.35, b * 0.35);
    }
  }
  return { bg: bg.toPng(), piece: piece.toPng() };
}

/** Slider puzzles at sign-in and sign-up, verified by the server (docs/product-rules.md). */
export class CaptchaService {
  /** Failed attempts of the adaptive mode, by address and by account: key → until when they count. */
  private readonly failures = new Map<string, number>();
  private readonly bursts = new RateLimiter();

  constructor(private readonly db: Db, readonly mode: SliderMode) {}

  /**
   * Runs a sign-in or sign-up attempt behind the puzzle the mode asks for. With `adaptive` the puzzle
   * is required only after a failed attempt from the same address or for the same account (for a
   * while), or when one address makes a burst of attempts; a pass token sent anyway is still checked.
   * The memory is per process: with several processes each asks after the failures it saw.
   */
  async guard<T>(who: Attempt, token: string | undefined, attempt: () => Promise<T>): Promise<T> {
    if (this.mode !== 'adaptive') {
      await this.consume(token);
      return attempt();
    }
    const burst = !this.bursts.hit(`ip:${who.ip}`, BURST_PER_MIN);
    try {
      if (token || burst || this.failedRecently(who)) await this.consume(token);
      const result = await attempt();
      this.forget(who);
      return result;
    } catch (e) {
      if (e instanceof AppError && FAILURES.has(e.key)) this.remember(who);
      throw e;
    }
  }

  private keys(who: Attempt): string[] {
    return [`ip:${who.ip}`, ...(who.account ? [`account:${who.account.toLowerCase()}`] : [])];
  }

  private failedRecently(who: Attempt, now = Date.now()): boolean {
    return this.keys(who).some((k) => (this.failures.get(k) ?? 0) > now);
  }

  private remember(who: Attempt, now = Date.now()): void {
    if (this.failures.size > 50_000) for (const [k, until] of this.failures) if (until <= now) this.failures.delete(k);
    for (const k of this.keys(who)) this.failures.set(k, now + FAILURE_MEMORY_MS);
  }

  private forget(who: Attempt): void {
    for (const k of this.keys(who)) this.failures.delete(k);
  }

  /** A new challenge; the answer stays in the database. */
  async create(): Promise<CaptchaChallenge> {
    const x = randomInt(P + 20, W - P - 4);
    const y = randomInt(4, H - P - 4);
    const id = randomBytes(16).toString('base64url');
    await repo.insertChallenge(this.db, id, x, new Date(Date.now() + TTL_MS));
    const { bg, piece } = draw(x, y);
    return {
      captchaId: id, bg: `data:image/png;base64,${bg.toString('base64')}`, piece: `data:image/png;base64,${piece.toString('base64')}`,
      y, width: W, height: H, pieceSize: P,
    };
  }

  /** Checks the slider position; answers a single-use pass token. Three misses discard the challenge. */
  async verify(captchaId: string, xText: string): Promise<string> {
    const x = Number(xText);
    const c = await repo.openChallenge(this.db, captchaId);
    if (!c) throw new AppError('CAPTCHA_FAILED');
    if (this.mode !== 'off' && (!Number.isFinite(x) || Math.abs(x - c.answerX) > TOLERANCE)) {
      const misses = await repo.countMiss(this.db, captchaId);
      if (misses !== undefined && misses >= MAX_TRIES) await repo.deleteChallenge(this.db, captchaId);
      throw new AppError('CAPTCHA_FAILED');
    }
    const token = newToken();
    if (!(await repo.setPassToken(this.db, captchaId, sha256(token)))) throw new AppError('CAPTCHA_FAILED');
    return token;
  }

  /** Consumes a pass token (once); with SLIDER_CHECK=off nothing is required. */
  async consume(token: string | undefined): Promise<void> {
    if (this.mode === 'off') return;
    if (!token) throw new AppError('CAPTCHA_REQUIRED');
    if (!(await repo.usePassToken(this.db, sha256(token)))) throw new AppError('CAPTCHA_FAILED');
  }
}
