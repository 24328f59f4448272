import { z } from 'zod';
import { activity, sysparaQuery, unreadCount } from '@mall/contract/platform';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from './uploads';

/** Platform basics: parameters, download link, pop-up activity, image upload. */
export function platformRoutes(api: Registry, { db, sysparas, config, platform }: Deps): void {
  api.open('syspara!getSyspara', { input: sysparaQuery, output: z.record(z.string(), z.string()) }, ({ input }) =>
    sysparas.getPublic(input.code.split(',').map((c) => c.trim()).filter(Boolean)));

  api.open('index!download-url', { output: z.string() }, async () => (await sysparas.get('app_download_url')) || '/userInfo/download');

  api.open('activity/lottery!getCurrentActivity', { output: activity }, () => platform.currentActivity());

  api.open('subscribe!add', { input: z.object({ email: z.string().optional().default('') }), rateLimit: config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input, lang }) => {
    await platform.subscribe(input.email, lang);
    return null;
  });

  // Customer-service chat is not built yet: the unread counters existing clients poll answer 0 until it
  // is. Open to guests too (a guest has nothing unread), so a poll never answers 403, which would sign
  // the client out.
  const noUnread = () => 0;
  api.open('newOnlinechat!unread', { output: unreadCount }, noUnread);
  api.open('userOnlineChatController!unread', { output: unreadCount }, noUnread);

  api.authed('uploadimg!execute', { output: z.string() }, (ctx) => storeUpload(db, uploadLimits(config), 'user', ctx.auth.id, ctx));
}
