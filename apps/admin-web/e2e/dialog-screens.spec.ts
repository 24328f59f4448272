import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, staffSignIn } from '../../../tooling/playwright/api';
import { checkScreen, SCREEN_LANGUAGES, SCREEN_SIZES, useLanguage, type ScreenLanguage, type ScreenSize } from '../../../tooling/playwright/screen-checks';

// The back office's largest dialogs, open, in English, Arabic and Japanese at desktop and phone
// widths: the category dialog with its name in every language, and the product dialog with the rich
// description editor. Checked as the main pages are: nothing sideways, cut off or lying on another.

const admin = (lang: ScreenLanguage) => JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, 'admin.json'), 'utf8')) as Record<string, Record<string, string>>;

for (const lang of SCREEN_LANGUAGES) {
  for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
    test(`admin-web dialogs in ${lang} at ${size} width`, async ({ page }, info) => {
      const t = admin(lang);
      await staffSignIn(page, '/admin/', E2E_ADMIN);
      await page.setViewportSize(SCREEN_SIZES[size]);
      await useLanguage(page, lang);
      const dialogs = [
        { name: 'category', path: '/admin/categories', open: t.categories.create, title: t.categories.createTitle },
        { name: 'product', path: '/admin/platform-goods', open: t.platformGoods.create, title: t.platformGoods.createTitle },
      ];
      for (const d of dialogs) {
        await page.goto(d.path);
        await page.getByRole('button', { name: d.open, exact: true }).click();
        await expect(page.getByRole('dialog', { name: d.title })).toBeVisible();
        await checkScreen(page, info, `admin-web-${d.name}-dialog-${lang}-${size}`, lang);
      }
    });
  }
}
