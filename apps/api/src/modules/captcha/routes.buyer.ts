import { captchaApi } from '@mall/contract/account';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';

/** `captcha!get` and `captcha!verify`. */
export function captchaRoutes(api: Registry<'user'>, { captcha, config }: Deps): void {
  const limit = config.RATE_LIMIT_AUTH_PER_MIN * 2;
  api.serve(captchaApi.get, { rateLimit: limit }, () => captcha.create());
  api.serve(captchaApi.verify, { rateLimit: limit }, async ({ input }) => ({
    captchaToken: await captcha.verify(input.captchaId, input.x),
  }));
}
