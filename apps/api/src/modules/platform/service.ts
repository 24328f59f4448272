import { checkEmail } from '@mall/domain/validation';
import type { ActivityAudience } from '@mall/contract/staff';
import { languageCodes } from '@mall/i18n/languages';
import type { Db } from '../../db/client';
import { AppError, ensure } from '../../core/app-error';
import * as repo from './repo';

/** The pop-up activity and newsletter sign-ups. */
export class PlatformService {
  constructor(private readonly db: Db) {}

  private latest(onlyEnabled: boolean) {
    return repo.latestActivity(this.db, onlyEnabled);
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
    await repo.saveActivity(this.db, current?.id ?? null, values);
  }

  /** Records a newsletter address; an address already subscribed is refused (SUBSCRIBE_EXISTS). */
  async subscribe(email: string, lang: string): Promise<void> {
    ensure(checkEmail(email));
    if (!(await repo.insertSubscription(this.db, email.trim().toLowerCase(), lang))) throw new AppError('SUBSCRIBE_EXISTS');
  }
}
