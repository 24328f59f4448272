import { platformApi } from '@mall/contract/platform';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from './uploads';

/** Platform basics: parameters, download link, pop-up activity, image upload. */
export function platformRoutes(api: Registry<'user'>, { db, sysparas, config, platform }: Deps): void {
  api.serve(platformApi.syspara, ({ input }) =>
    sysparas.getPublic(input.code.split(',').map((c) => c.trim()).filter(Boolean)));

  api.serve(platformApi.downloadUrl, async () => (await sysparas.get('app_download_url')) || '/userInfo/download');

  api.serve(platformApi.currentActivity, () => platform.currentActivity());

  api.serve(platformApi.subscribe, { rateLimit: config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input, lang }) => {
    await platform.subscribe(input.email, lang);
    return null;
  });


  api.serve(platformApi.upload, (ctx) => storeUpload(db, uploadLimits(config), 'user', ctx.auth.id, ctx));
}
