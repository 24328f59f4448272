import { desc, eq } from 'drizzle-orm';
import { activity, sysparaQuery } from '@mall/contract/platform';
import { activities, subscriptions } from '../../db/schema';
import { z } from 'zod';
import { checkEmail } from '@mall/domain/validation';
import { ensure } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload } from './uploads';

/** Platform basics: parameters, download link, pop-up activity, image upload. */
export function platformRoutes(api: Registry, { db, sysparas, config }: Deps): void {
  api.open('syspara!getSyspara', { input: sysparaQuery, output: z.record(z.string(), z.string()) }, ({ input }) =>
    sysparas.getPublic(input.code.split(',').map((c) => c.trim()).filter(Boolean)));

  api.open('index!download-url', { output: z.string() }, async () => (await sysparas.get('app_download_url')) || '/userInfo/download');

  api.open('activity/lottery!getCurrentActivity', { output: activity }, async () => {
    const [a] = await db.select().from(activities).where(eq(activities.enabled, true)).orderBy(desc(activities.updatedAt)).limit(1);
    return a ? { id: String(a.id), title: a.title, imgUrl: a.imgUrl, detailUrl: a.detailUrl } : null;
  });

  // Subscribing twice is not an error: the address is simply on the list.
  api.open('subscribe!add', { input: z.object({ email: z.string().optional().default('') }), rateLimit: config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input, lang }) => {
    ensure(checkEmail(input.email));
    await db.insert(subscriptions).values({ email: input.email.trim().toLowerCase(), lang }).onConflictDoNothing();
    return null;
  });

  api.authed('uploadimg!execute', { output: z.string() }, (ctx) => storeUpload(db, config.dataDir, 'user', ctx.auth.id, ctx));
}
