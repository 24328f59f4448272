import { z } from 'zod';
import { endpoints, noData } from './endpoint';

// Buyer account endpoints (docs/buyer-wire.md). Query values arrive as raw strings.
const str = z.string().optional().default('');

export const loginQuery = z.object({ username: str, password: str, areaCode: str, captchaToken: str });
export const loginData = z.object({ token: z.string() });

export const registerQuery = z.object({
  username: str, password: str, re_password: str,
  /** 1 phone, 2 email */
  type: z.string().optional().default('2'),
  agentCode: str, phone: str, areaCode: str, verifcode: str, captchaToken: str,
});

export const verifyCodeQuery = z.object({ target: str, areaCode: str, captchaToken: str, purpose: z.string().optional().default('register') });

/**
 * `localuser!get`'s `kyc`: the basic identity verification, 0 none, 1 waiting for a decision (applied
 * or under review), 2 passed, 3 rejected (a new application may follow).
 */
export const localUserKyc = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type LocalUserKyc = z.infer<typeof localUserKyc>;

/** `localuser!get` */
export const localUser = z.object({
  usercode: z.string(),
  username: z.string(),
  avatar: z.string(),
  safeword: z.union([z.literal(0), z.literal(1)]),
  phone: z.string(),
  email: z.string(),
  kyc: localUserKyc,
  name: z.string(),
  agentCode: z.string(),
  invitationCode: z.string(),
});
export type LocalUser = z.infer<typeof localUser>;

export const changePasswordQuery = z.object({ old_password: str, password: str, re_password: str });
/** `re_safeword` is optional: the mobile client confirms on its own screen and sends `safeword` alone. */
export const setSafewordQuery = z.object({ safeword: str, re_safeword: z.string().optional() });
/** `user!check-safeword`: whether a transaction password is set (1) or not (0). */
export const safewordState = z.object({ safeword: z.union([z.literal(0), z.literal(1)]) });
export type SafewordState = z.infer<typeof safewordState>;
export const changeSafewordQuery = z.object({ old_safeword: str, safeword: str, re_safeword: str });
export const resetPasswordQuery = z.object({ username: str, areaCode: str, verifcode: str, password: str, re_password: str });
export const logoffQuery = z.object({ account: str, reason: str });
/** How many built-in avatars there are: an avatar is the text of a number from 1 to this. */
export const PRESET_AVATARS = 20;

/** `localuser!refreshAvatar`: the number of a built-in avatar. */
export const refreshAvatarQuery = z.object({ idx: str });

/** Slider puzzle (served by `captcha!get`, checked by `captcha!verify`). */
export const captchaChallenge = z.object({
  captchaId: z.string(), bg: z.string(), piece: z.string(), y: z.number(), width: z.number(), height: z.number(), pieceSize: z.number(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
export const captchaVerifyQuery = z.object({ captchaId: str, x: str });
export const captchaVerifyData = z.object({ captchaToken: z.string() });

const buyer = endpoints('buyer');

/** The buyer's account calls. */
export const accountApi = {
  login: buyer.open('user!newlogin', { input: loginQuery, output: loginData }),
  registerNoVerifcode: buyer.open('localuser!registerNoVerifcode', { method: 'GET', input: registerQuery, output: loginData }),
  registerWithVerifcode: buyer.open('localuser!registerWithVerifcode', { method: 'GET', input: registerQuery, output: loginData }),
  sendCode: buyer.open('jscode!execute', { method: 'GET', input: verifyCodeQuery, output: noData }),
  me: buyer.signedIn('localuser!get', { method: 'GET', output: localUser }),
  logout: buyer.signedIn('user!logout', { method: 'GET', output: noData }),
  heartbeat: buyer.signedIn('user!heartbeat', { output: noData }),
  changePassword: buyer.signedIn('user!updateOldAndNewPsw', { input: changePasswordQuery, output: noData }),
  resetPassword: buyer.open('user!resetpsw', { input: resetPasswordQuery, output: noData }),
  checkSafeword: buyer.signedIn('user!check-safeword', { output: safewordState }),
  setSafeword: buyer.signedIn('user!setSafewordReg', { input: setSafewordQuery, output: noData }),
  changeSafeword: buyer.signedIn('user!updateOldAndNewSafeword', { input: changeSafewordQuery, output: noData }),
  cancelAccount: buyer.signedIn('user!logoff', { input: logoffQuery, output: noData }),
  /** Answers the avatar's number. */
  refreshAvatar: buyer.signedIn('localuser!refreshAvatar', { input: refreshAvatarQuery, output: z.string() }),
};

/** The slider puzzle. */
export const captchaApi = {
  get: buyer.open('captcha!get', { output: captchaChallenge }),
  verify: buyer.open('captcha!verify', { input: captchaVerifyQuery, output: captchaVerifyData }),
};
