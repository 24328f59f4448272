import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getBrand } from '@mall/branding/brands';
import type { Namespace } from '@mall/i18n/languages';
import { initI18n } from '@mall/i18n/web';
import { UiProviders } from '../providers/ui-providers';

/** A story file as the stories glob loads it: a default export with the title and parameters, and the stories. */
type StoryModule = Record<string, unknown> & { default: { title: string; parameters: { i18nNamespaces: readonly Namespace[] } } };

/** The fake server a story installed: the calls it was sent and those it had no answer for. */
export interface ActiveFakeServer { calls: readonly unknown[]; unanswered: readonly unknown[] }

/**
 * Renders every story of the screen story files (as Storybook's preview would, in English and Arabic)
 * and checks that the screen shows up, without a render error, with every API call it made answered by
 * the story's fake server: a fixture the contract no longer accepts, a provider or a call the story
 * forgot, fails here before a designer sees an error page.
 */
export function checkScreenStories(files: Record<string, StoryModule>, activeServer: () => ActiveFakeServer | null): void {
  for (const [file, mod] of Object.entries(files)) {
    const { title, parameters } = mod.default;
    const stories = Object.entries(mod).filter((e): e is [string, { render: () => ReactElement }] => e[0] !== 'default');
    describe(`${title} (${file.split('/').pop()})`, () => {
      afterEach(() => { cleanup(); vi.restoreAllMocks(); });
      for (const [name, story] of stories) {
        for (const lng of ['en', 'ar'] as const) {
          it(`renders ${name} in ${lng} with every call answered`, async () => {
            const errors = vi.spyOn(console, 'error');
            const i18n = await initI18n(lng, parameters.i18nNamespaces);
            render(
              <I18nextProvider i18n={i18n}>
                <UiProviders brand={getBrand('mall')} direction={lng === 'ar' ? 'rtl' : 'ltr'}>{story.render()}</UiProviders>
              </I18nextProvider>,
            );
            const server = activeServer()!;
            await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
            // Let the page settle: its first answers arrive, then the calls they lead to.
            await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
            await new Promise((r) => setTimeout(r, 50));
            expect(server.unanswered).toEqual([]);
            expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 200))).toEqual([]);
            expect(document.body.textContent?.trim()).not.toBe('');
            expect(document.body.textContent).not.toMatch(/no fake for/);
          });
        }
      }
    });
  }
}
