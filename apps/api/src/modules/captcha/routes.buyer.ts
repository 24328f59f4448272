import { captchaChallenge, captchaVerifyData, captchaVerifyQuery } from '@mall/contract/account';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';

/** `captcha!get` and `captcha!verify`. */
export function captchaRoutes(api: Registry, { captcha, config }: Deps): void {
  const limit = config.RATE_LIMIT_AUTH_PER_MIN * 2;
  api.open('captcha!get', { output: captchaChallenge, rateLimit: limit }, () => captcha.create());
  api.open('captcha!verify', { input: captchaVerifyQuery, output: captchaVerifyData, rateLimit: limit }, async ({ input }) => ({
    captchaToken: await captcha.verify(input.captchaId, input.x),
  }));
}
