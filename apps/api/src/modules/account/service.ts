import { randomInt } from 'node:crypto';
import { PRESET_AVATARS, type LocalUser, type LocalUserKyc } from '@mall/contract/account';
import type { LanguageCode } from '@mall/i18n/languages';
import {
  checkAreaCode, checkCancelReason, checkEmail, checkPasswordPair, checkPhone,
  checkSignUp, normalizeAreaCode, phoneUsername,
} from '@mall/domain/validation';
import type { Db } from '../../db/client';
import { AppError, ensure } from '../../core/app-error';
import type { Authenticator } from '../../core/auth';
import type { EventBus } from '../../core/events';
import { checkNobodysPassword, guardedPasswordCheck } from '../../core/login-guard';
import * as repo from './repo';
import { Safewords } from './safewords';
import { checkPassword, hashPassword } from '../../core/passwords';
import type { CodePurpose, NotifyService } from '../notify/service';
import type { ReferralService } from '../referral/service';


export interface RegisterInput {
  type: string;
  username: string;
  password: string;
  rePassword: string;
  areaCode: string;
  agentCode: string;
  verifcode?: string;
}

type UserRow = repo.UserRow;

/**
 * `localuser!get`'s `kyc` from the state of the latest basic verification (null: none): 0 not
 * verified, 1 waiting for a decision (applied or under review), 2 passed, 3 rejected. Clients that
 * only ask "verified?" compare with 2, the same number `kyc!get` gives a passed application.
 */
export function localUserKyc(status: number | null): LocalUserKyc {
  if (status === 2 || status === 3) return status;
  return status === 0 || status === 1 ? 1 : 0;
}

/** Splits what the client sent into a stored username: an email, or "<cc> <phone>". */
export function resolveIdentity(username: string, areaCode: string): { kind: 'email' | 'phone'; username: string; areaCode: string; phone: string } {
  const u = username.trim();
  if (u.includes('@')) return { kind: 'email', username: u.toLowerCase(), areaCode: '', phone: '' };
  const m = /^\+?(\d{1,4})\s+(\d+)$/.exec(u);
  if (m) return { kind: 'phone', username: `${m[1]} ${m[2]}`, areaCode: m[1], phone: m[2] };
  const cc = normalizeAreaCode(areaCode || '');
  return { kind: 'phone', username: cc ? phoneUsername(cc, u) : u, areaCode: cc, phone: u };
}

/** Buyer accounts: sign-up, sign-in, passwords, transaction password, cancellation. */
export class AccountService {
  private readonly safewords: Safewords;

  constructor(
    private readonly db: Db,
    private readonly authn: Authenticator,
    private readonly notify: NotifyService,
    private readonly events: EventBus,
    private readonly referrals: ReferralService,
    private readonly opts: { cancelBlockDays: number },
  ) {
    this.safewords = new Safewords(db, 'user');
  }

  /** Creates a buyer and signs them in; a code is checked when given (or when `requireCode`). */
  async register(input: RegisterInput, requireCode: boolean): Promise<string> {
    const kind = input.type === '1' ? 'phone' : 'email';
    const raw = input.username.trim();
    const id = resolveIdentity(raw, input.areaCode);
    if (kind === 'email') {
      ensure(checkSignUp({ kind, username: raw, password: input.password, confirm: input.rePassword }));
    } else {
      if (!raw) throw new AppError('USERNAME_REQUIRED');
      ensure(checkAreaCode(id.areaCode));
      ensure(checkPhone(id.phone));
      ensure(checkPasswordPair(input.password, input.rePassword));
    }
    if (id.kind !== kind) throw new AppError(kind === 'email' ? 'EMAIL_INVALID' : 'PHONE_INVALID');
    if (await this.isBlocked(id.username)) throw new AppError('REGISTRATION_BLOCKED');
    if (await repo.userByUsername(this.db, id.username)) throw new AppError('USERNAME_EXISTS');
    // A new account has nobody below it, so its referrer cannot close a cycle: no tree lock needed.
    const agentCode = input.agentCode.trim();
    const referrer = await this.referrals.resolveCode(agentCode);
    if (requireCode || input.verifcode) await this.notify.consumeCode(id.username, 'register', input.verifcode ?? '');
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const userId = await repo.insertUser(this.db, {
          usercode: String(randomInt(10_000_000, 100_000_000)),
          inviteCode: inviteCode(),
          username: id.username,
          email: id.kind === 'email' ? id.username : '',
          phone: id.phone,
          areaCode: id.areaCode,
          passwordHash,
          agentCode: referrer?.code ?? '',
          referrerId: referrer?.kind === 'user' ? referrer.id : null,
          referrerSellerId: referrer?.kind === 'seller' ? referrer.id : null,
        });
        return this.authn.create('user', userId);
      } catch (e) {
        const msg = String((e as Error).message) + String((e as { cause?: Error }).cause?.message ?? '');
        if (/users_username_unique|username/.test(msg)) throw new AppError('USERNAME_EXISTS');
        if (!/unique|duplicate/i.test(msg)) throw e;
        // usercode or invite code collided: draw again
      }
    }
    throw new AppError('SERVER_ERROR', 500);
  }

  /**
   * Sends a verification code. Existing clients ask for one without saying what it is for, so the
   * purpose follows from the address: a new address gets a sign-up code, an active account's address
   * a password-reset code. A disabled or cancelled account's address gets nothing. The answer is the
   * same in every case, so it does not tell whether an account exists.
   */
  async sendCode(target: string, areaCode: string, lang: LanguageCode): Promise<void> {
    const id = resolveIdentity(target, areaCode);
    if (id.kind === 'email') ensure(checkEmail(id.username));
    else { ensure(checkAreaCode(id.areaCode)); ensure(checkPhone(id.phone)); }
    const existing = await repo.userByUsername(this.db, id.username);
    if (existing && existing.status !== 'active') return;
    const purpose: CodePurpose = existing ? 'reset' : 'register';
    await this.notify.sendCode(id.username, purpose, lang);
  }

  /** Signs in with email or "<cc> <phone>"; three wrong passwords lock for three minutes. */
  async login(username: string, password: string, areaCode: string): Promise<string> {
    if (!username.trim()) throw new AppError('USERNAME_REQUIRED');
    if (!password) throw new AppError('PASSWORD_REQUIRED');
    const id = resolveIdentity(username, areaCode);
    const u = await repo.userByUsername(this.db, id.username);
    if (!u || u.status === 'cancelled') {
      await checkNobodysPassword(password);
      throw new AppError('LOGIN_FAILED');
    }
    await guardedPasswordCheck(this.db, 'user', u.id, password);
    if (u.status === 'disabled') throw new AppError('USER_DISABLED');
    return this.authn.create('user', u.id);
  }

  async byId(id: number): Promise<UserRow> {
    const u = await repo.userById(this.db, id);
    if (!u) throw new AppError('USER_NOT_FOUND');
    return u;
  }

  /** `localuser!get`; `kyc` is read from the buyer's latest basic verification, so it never lags a review. */
  async localUser(id: number): Promise<LocalUser> {
    const u = await this.byId(id);
    const latest = await repo.latestBasicVerification(this.db, id);
    return {
      usercode: u.usercode, username: u.username, avatar: u.avatar, safeword: u.safewordHash ? 1 : 0,
      phone: u.phone ? `${u.areaCode} ${u.phone}` : '', email: u.email, kyc: localUserKyc(latest), name: u.name,
      agentCode: u.agentCode, invitationCode: u.inviteCode,
    };
  }

  /** Changes the login password; other sessions end. */
  async changePassword(id: number, oldPassword: string, password: string, confirm: string, keepTokenHash: string): Promise<void> {
    if (!oldPassword) throw new AppError('OLD_PASSWORD_REQUIRED');
    ensure(checkPasswordPair(password, confirm));
    const u = await this.byId(id);
    if (!(await checkPassword(u.passwordHash, oldPassword))) throw new AppError('OLD_PASSWORD_WRONG');
    await repo.setPasswordHash(this.db, id, await hashPassword(password));
    await this.authn.revokeAll('user', id, keepTokenHash);
  }

  /** Forgot password: a code sent to the email or phone sets a new password and ends every session. */
  async resetPassword(username: string, areaCode: string, code: string, password: string, confirm: string): Promise<void> {
    if (!username.trim()) throw new AppError('USERNAME_REQUIRED');
    ensure(checkPasswordPair(password, confirm));
    const id = resolveIdentity(username, areaCode);
    const u = await repo.userByUsername(this.db, id.username, { activeOnly: true });
    if (!u) throw new AppError('VERIFY_CODE_WRONG');
    await this.notify.consumeCode(id.username, 'reset', code);
    await repo.setPasswordHash(this.db, u.id, await hashPassword(password), { unlock: true });
    await this.authn.revokeAll('user', u.id);
  }

  /** Whether the buyer has set a transaction password. */
  hasSafeword(id: number): Promise<boolean> {
    return this.safewords.isSet(id);
  }

  /** Sets the six-digit transaction password the first time. */
  setSafeword(id: number, safeword: string, confirm: string): Promise<void> {
    return this.safewords.set(id, safeword, confirm);
  }

  /** Changes the transaction password; the old one counts towards the daily lockout. */
  changeSafeword(id: number, oldSafeword: string, safeword: string, confirm: string): Promise<void> {
    return this.safewords.change(id, oldSafeword, safeword, confirm);
  }

  /** Checks the transaction password with the daily lockout (payments and withdrawals too). */
  verifySafeword(id: number, safeword: string): Promise<void> {
    return this.safewords.verify(id, safeword);
  }

  /** Chooses one of the built-in avatars by its number (clients know them as pictures "1".."20"). */
  async setAvatar(id: number, idx: string): Promise<string> {
    const avatar = idx.trim();
    if (!/^\d{1,2}$/.test(avatar) || Number(avatar) < 1 || Number(avatar) > PRESET_AVATARS) throw new AppError('PARAM_ERROR');
    await repo.setAvatar(this.db, id, String(Number(avatar)));
    return String(Number(avatar));
  }

  /**
   * Cancels (deregisters) the account: a reason is required, refused while money remains; the
   * email or phone cannot sign up again for the configured number of days.
   */
  async cancel(id: number, account: string, reason: string): Promise<void> {
    ensure(checkCancelReason(reason));
    const u = await this.byId(id);
    if (account.trim() && resolveIdentity(account, u.areaCode).username !== u.username) throw new AppError('CANCEL_ACCOUNT_MISMATCH');
    // Modules that hold the account's money refuse here (the wallet while a balance or an open order remains).
    await this.events.emit('account.cancelling', { kind: 'user', id });
    const blockedUntil = new Date(Date.now() + this.opts.cancelBlockDays * 24 * 3600_000);
    await this.db.transaction((tx) => repo.cancelUser(tx, u, reason.trim().slice(0, 500), blockedUntil));
    await this.authn.revokeAll('user', id);
  }

  private isBlocked(identity: string): Promise<boolean> {
    return repo.isBlocked(this.db, identity);
  }
}


const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function inviteCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return s;
}
