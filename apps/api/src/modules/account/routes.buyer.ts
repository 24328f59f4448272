import type { z } from 'zod';
import { accountApi, type registerQuery } from '@mall/contract/account';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { resolveIdentity } from './service';

/** Buyer account endpoints (docs/buyer-wire.md). */
export function accountRoutes(api: Registry<'user'>, { accounts, captcha, sysparas, authn, config }: Deps): void {
  const limit = config.RATE_LIMIT_AUTH_PER_MIN;

  // The slider puzzle guards both (SLIDER_CHECK decides when it is required).
  api.serve(accountApi.login, { rateLimit: limit }, async ({ input, ip }) => {
    const who = { ip, account: input.username.trim() ? resolveIdentity(input.username, input.areaCode).username : '' };
    return { token: await captcha.guard(who, input.captchaToken, () => accounts.login(input.username, input.password, input.areaCode)) };
  });

  const register = (withCode: boolean) => async ({ input, ip }: { input: z.infer<typeof registerQuery>; ip: string }) => {
    const required = (await sysparas.get('register_verify_code')) === '1';
    if (required && !withCode) throw new AppError('VERIFY_CODE_REQUIRED');
    const username = input.username || input.phone;
    const who = { ip, account: username.trim() ? resolveIdentity(username, input.areaCode).username : '' };
    const token = await captcha.guard(who, input.captchaToken, () => accounts.register({
      type: input.type, username, password: input.password, rePassword: input.re_password,
      areaCode: input.areaCode, agentCode: input.agentCode, verifcode: withCode ? input.verifcode : undefined,
    }, required || withCode));
    return { token };
  };
  api.serve(accountApi.registerNoVerifcode, { rateLimit: limit }, register(false));
  api.serve(accountApi.registerWithVerifcode, { rateLimit: limit }, register(true));

  api.serve(accountApi.sendCode, { rateLimit: limit }, async ({ input, lang }) => {
    // The purpose (sign-up or reset) follows from the address; a `purpose` sent by older builds of our apps is ignored.
    await accounts.sendCode(input.target, input.areaCode, lang);
    return null;
  });

  api.serve(accountApi.me, ({ auth }) => accounts.localUser(auth.id));
  api.serve(accountApi.logout, async ({ auth }) => { await authn.revoke(auth.tokenHash); return null; });
  api.serve(accountApi.heartbeat, async ({ auth }) => { await authn.touch(auth); return null; });

  api.serve(accountApi.changePassword, async ({ auth, input }) => {
    await accounts.changePassword(auth.id, input.old_password, input.password, input.re_password, auth.tokenHash);
    return null;
  });
  api.serve(accountApi.resetPassword, { rateLimit: limit }, async ({ input }) => {
    await accounts.resetPassword(input.username, input.areaCode, input.verifcode, input.password, input.re_password);
    return null;
  });
  api.serve(accountApi.checkSafeword, async ({ auth }) => ({ safeword: (await accounts.hasSafeword(auth.id)) ? 1 as const : 0 as const }));
  api.serve(accountApi.setSafeword, async ({ auth, input }) => {
    // The confirmation is checked only when the client sends one (the mobile client confirms on its own screen).
    await accounts.setSafeword(auth.id, input.safeword, input.re_safeword || input.safeword);
    return null;
  });
  api.serve(accountApi.changeSafeword, async ({ auth, input }) => {
    await accounts.changeSafeword(auth.id, input.old_safeword, input.safeword, input.re_safeword);
    return null;
  });
  api.serve(accountApi.cancelAccount, async ({ auth, input }) => {
    await accounts.cancel(auth.id, input.account, input.reason);
    return null;
  });
  api.serve(accountApi.refreshAvatar, async ({ auth, input }) => accounts.setAvatar(auth.id, input.idx));
}
