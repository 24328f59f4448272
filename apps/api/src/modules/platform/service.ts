import { desc, eq } from 'drizzle-orm';
import { checkEmail } from '@mall/domain/validation';
import type { ActivityAudience } from '@mall/contract/staff';
import { languageCodes } from '@mall/i18n/languages';
import type { Db } from '../../db/client';
import { activities, subscriptions } from '../../db/schema';
import { AppError, ensure } from '../../core/app-error';

/** The pop-up activity and newsletter sign-ups. */
export class PlatformService {
  constructor(private readonly db: Db) {}

  private async latest(onlyEnabled: boolean) {
    const [a] = await this.db.select().from(activities).where(onlyEnabled ? eq(activities.enabled, true) : undefined).orderBy(desc(activities.updatedAt)).limit(1);
    return a;
  }

  /** The pop-up this caller sees (its audience: guests or signed-in buyers, and its languages), or `{}`. */
  async currentActivity(viewer: { signedIn: boolean; lang: string }): Promise<{ id: string; title: string; imgUrl: string; detailUrl: string } | Record<string, never>> {
    const a = await this.latest(true);
    if (!a) return {};
    if (a.audience === 'guests' && viewer.signedIn) return {};
    if (a.audience === 'signed_in' && !viewer.signedIn) return {};
    if (a.langs.length > 0 && !a.langs.includes(viewer.lang)) return {};
    return { id: String(a.id), title: a.title, imgUrl: a.imgUrl, detailUrl: a.detailUrl };
  }

  /** The pop-up as stored, shown or not (admin). */
  async storedActivity() {
    const a = await this.latest(false);
    return a ? { id: String(a.id), title: a.title, imgUrl: a.imgUrl, detailUrl: a.detailUrl, enabled: (a.enabled ? 1 : 0) as 0 | 1, audience: a.audience, langs: a.langs } : null;
  }

  /** Saves the one pop-up: a title and a link to an http(s) URL or a path are required. */
  async saveActivity(input: { title: string; imgUrl: string; detailUrl: string; enabled: string; audience?: ActivityAudience; langs?: string }): Promise<void> {
    const title = input.title.trim();
    const detailUrl = input.detailUrl.trim();
    if (!title || !/^(https?:\/\/|\/)/.test(detailUrl)) throw new AppError('PARAM_ERROR');
    const langs = [...new Set((input.langs ?? '').split(',').map((l) => l.trim()).filter(Boolean))];
    if (langs.some((l) => !(languageCodes as readonly string[]).includes(l))) throw new AppError('PARAM_ERROR');
    const values = {
      title: title.slice(0, 200), imgUrl: input.imgUrl.trim(), detailUrl, enabled: input.enabled === '1',
      audience: input.audience ?? 'all', langs, updatedAt: new Date(),
    };
    const current = await this.latest(false);
    if (current) await this.db.update(activities).set(values).where(eq(activities.id, current.id));
    else await this.db.insert(activities).values(values);
  }

  /** Records a newsletter address; an address already subscribed is refused (SUBSCRIBE_EXISTS). */
  async subscribe(email: string, lang: string): Promise<void> {
    ensure(checkEmail(email));
    const added = await this.db.insert(subscriptions).values({ email: email.trim().toLowerCase(), lang }).onConflictDoNothing().returning({ email: subscriptions.email });
    if (added.length === 0) throw new AppError('SUBSCRIBE_EXISTS');
  }
}
