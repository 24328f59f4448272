import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { accountApi, captchaApi, type CaptchaChallenge, type LocalUser } from '@mall/contract/account';
import type { ApiClient } from './client';

// Buyer account calls: one exported function per endpoint, each taking the app's client first.

/** Query keys of the account area, so apps can invalidate or clear them after sign-in and sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  localUser: () => [...accountKeys.all, 'local-user'] as const,
};

export interface LoginInput {
  /** An email, or "<areaCode> <phone>" (see phoneUsername in @mall/domain/validation). */
  username: string;
  password: string;
  captchaToken?: string;
}

/** `user!newlogin`: signs in and answers the session token. */
export function login(api: ApiClient, input: LoginInput): Promise<{ token: string }> {
  return api.call(accountApi.login, {
    username: input.username.trim(),
    password: input.password,
    captchaToken: input.captchaToken,
  });
}

export interface RegisterInput {
  kind: 'phone' | 'email';
  /** The email, or the bare phone digits when `kind` is phone. */
  username: string;
  password: string;
  confirm: string;
  /** Required for phone sign-ups. */
  areaCode?: string;
  /** Invitation (referral) code, optional. */
  agentCode?: string;
  /** When given, `localuser!registerWithVerifcode` is used. */
  verifcode?: string;
  captchaToken?: string;
}

/** `localuser!registerNoVerifcode` or, with a code, `localuser!registerWithVerifcode`: creates the account and answers its token. */
export function register(api: ApiClient, input: RegisterInput): Promise<{ token: string }> {
  const withCode = Boolean(input.verifcode?.trim());
  return api.call(withCode ? accountApi.registerWithVerifcode : accountApi.registerNoVerifcode, {
    username: input.username.trim(),
    password: input.password,
    re_password: input.confirm,
    type: input.kind === 'phone' ? 1 : 2,
    areaCode: input.kind === 'phone' ? input.areaCode?.trim().replace(/^\+/, '') : undefined,
    agentCode: input.agentCode?.trim() || undefined,
    verifcode: withCode ? input.verifcode?.trim() : undefined,
    captchaToken: input.captchaToken,
  });
}

export interface SendCodeInput {
  /** Email, or the bare phone digits. */
  target: string;
  /** Required for a phone target. */
  areaCode?: string;
  purpose: 'register' | 'reset';
}

/** `jscode!execute`: sends a 6-digit code by email or SMS (rate limited per target). */
export async function sendCode(api: ApiClient, input: SendCodeInput): Promise<void> {
  await api.call(accountApi.sendCode, {
    target: input.target.trim(),
    areaCode: input.areaCode?.trim().replace(/^\+/, '') || undefined,
    purpose: input.purpose,
  });
}

/** `localuser!get`: the signed-in buyer. */
export function getLocalUser(api: ApiClient): Promise<LocalUser> {
  return api.call(accountApi.me);
}

/** Query options of the signed-in buyer; disabled when `enabled` is false (no token). */
export function localUserQuery(api: ApiClient, enabled = true) {
  return queryOptions({
    queryKey: accountKeys.localUser(),
    queryFn: () => getLocalUser(api),
    enabled,
    staleTime: 60_000,
  });
}

/** `user!logout`: ends the session on the server. */
export async function logout(api: ApiClient): Promise<void> {
  await api.call(accountApi.logout);
}

/** `user!heartbeat`: keeps the session alive (every 300 s). */
export async function heartbeat(api: ApiClient): Promise<void> {
  await api.call(accountApi.heartbeat);
}

/** How often a signed-in client calls `heartbeat`, in ms. */
export const HEARTBEAT_INTERVAL_MS = 300_000;

/** Query options that call `heartbeat` every 300 s while `enabled` (a token is held). */
export function heartbeatQuery(api: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: [...accountKeys.all, 'heartbeat'] as const,
    queryFn: async () => { await heartbeat(api); return Date.now(); },
    enabled,
    refetchInterval: HEARTBEAT_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: HEARTBEAT_INTERVAL_MS,
    retry: false,
  });
}

export interface ChangePasswordInput { oldPassword: string; password: string; confirm: string }

/** `user!updateOldAndNewPsw`: changes the login password. */
export async function changePassword(api: ApiClient, input: ChangePasswordInput): Promise<void> {
  await api.call(accountApi.changePassword, { old_password: input.oldPassword, password: input.password, re_password: input.confirm });
}

export interface SetSafewordInput { safeword: string; confirm: string }

/** `user!setSafewordReg`: sets the 6-digit transaction password for the first time. */
export async function setSafeword(api: ApiClient, input: SetSafewordInput): Promise<void> {
  await api.call(accountApi.setSafeword, { safeword: input.safeword, re_safeword: input.confirm });
}

/** `user!check-safeword`: whether a transaction password is set. */
export async function checkSafeword(api: ApiClient): Promise<boolean> {
  return (await api.call(accountApi.checkSafeword)).safeword === 1;
}

export interface ChangeSafewordInput { oldSafeword: string; safeword: string; confirm: string }

/** `user!updateOldAndNewSafeword`: replaces the transaction password. */
export async function changeSafeword(api: ApiClient, input: ChangeSafewordInput): Promise<void> {
  await api.call(accountApi.changeSafeword, { old_safeword: input.oldSafeword, safeword: input.safeword, re_safeword: input.confirm });
}

export interface ResetPasswordInput {
  /** An email, or "<areaCode> <phone>". */
  username: string;
  verifcode: string;
  password: string;
  confirm: string;
}

/** `user!resetpsw`: sets a new login password with a code from `sendCode(purpose: 'reset')`. */
export async function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<void> {
  await api.call(accountApi.resetPassword, {
    username: input.username.trim(), verifcode: input.verifcode.trim(), password: input.password, re_password: input.confirm,
  });
}

export interface LogoffInput {
  /** The signed-in username. */
  account: string;
  reason: string;
}

/** `user!logoff`: cancels (deregisters) the account; refused while a balance remains. */
export async function logoff(api: ApiClient, input: LogoffInput): Promise<void> {
  await api.call(accountApi.cancelAccount, { account: input.account, reason: input.reason.trim() });
}

/** A built-in avatar by its number (1..20). */
export type AvatarChoice = { idx: number };

/** `localuser!refreshAvatar`: changes the avatar. */
export async function refreshAvatar(api: ApiClient, choice: AvatarChoice): Promise<void> {
  await api.call(accountApi.refreshAvatar, { idx: choice.idx });
}

/** `captcha!get`: a new slider-puzzle challenge. */
export function getCaptcha(api: ApiClient): Promise<CaptchaChallenge> {
  return api.call(captchaApi.get);
}

/** `captcha!verify`: checks the slider position and answers a single-use captcha token. */
export async function verifyCaptcha(api: ApiClient, captchaId: string, x: number): Promise<string> {
  const data = await api.call(captchaApi.verify, { captchaId, x: Math.round(x) });
  return data.captchaToken;
}

// Mutation options: apps call `useMutation(loginMutation(api))` and keep error side effects in their QueryClient.

/** Mutation options of `login`. */
export const loginMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'login'], mutationFn: (input: LoginInput) => login(api, input) });
/** Mutation options of `register`. */
export const registerMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'register'], mutationFn: (input: RegisterInput) => register(api, input) });
/** Mutation options of `sendCode`. */
export const sendCodeMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'send-code'], mutationFn: (input: SendCodeInput) => sendCode(api, input) });
/** Mutation options of `changePassword`. */
export const changePasswordMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'change-password'], mutationFn: (input: ChangePasswordInput) => changePassword(api, input) });
/** Mutation options of `setSafeword`. */
export const setSafewordMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'set-safeword'], mutationFn: (input: SetSafewordInput) => setSafeword(api, input) });
/** Mutation options of `changeSafeword`. */
export const changeSafewordMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'change-safeword'], mutationFn: (input: ChangeSafewordInput) => changeSafeword(api, input) });
/** Mutation options of `resetPassword`. */
export const resetPasswordMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'reset-password'], mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) });
/** Mutation options of `logoff`. */
export const logoffMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'logoff'], mutationFn: (input: LogoffInput) => logoff(api, input) });
/** Mutation options of `refreshAvatar`. */
export const refreshAvatarMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'refresh-avatar'], mutationFn: (choice: AvatarChoice) => refreshAvatar(api, choice) });

export type { CaptchaChallenge, LocalUser };
