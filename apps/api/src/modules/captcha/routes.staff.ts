import { adminStaffApi, sellerAuthApi } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';

/** `captcha!get` and `captcha!verify` of the seller API, for the seller's sign-in. */
export function sellerCaptchaRoutes(api: Registry<'seller'>, { captcha, config }: Deps): void {
  const limit = config.RATE_LIMIT_AUTH_PER_MIN * 2;
  api.serve(sellerAuthApi.captcha, { rateLimit: limit }, () => captcha.create());
  api.serve(sellerAuthApi.verifyCaptcha, { rateLimit: limit }, async ({ input }) => ({ captchaToken: await captcha.verify(input.captchaId, input.x) }));
}

/** `captcha!get` and `captcha!verify` of the admin API, for the admin's sign-in. */
export function adminCaptchaRoutes(api: Registry<'admin'>, { captcha, config }: Deps): void {
  const limit = config.RATE_LIMIT_AUTH_PER_MIN * 2;
  api.serve(adminStaffApi.captcha, { rateLimit: limit }, () => captcha.create());
  api.serve(adminStaffApi.verifyCaptcha, { rateLimit: limit }, async ({ input }) => ({ captchaToken: await captcha.verify(input.captchaId, input.x) }));
}
