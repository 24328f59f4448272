import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { getBrand } from '@mall/branding/brands';
import { initI18n } from '@mall/i18n/web';
import type { LanguageCode, Namespace } from '@mall/i18n/languages';
import { UiProviders } from './providers/ui-providers';

/**
 * Renders inside the real providers: brand theme, and i18next with the real locales/<lng>/ui.json (and
 * the app namespaces `ns` a component's texts come from).
 */
export async function renderWithUi(ui: ReactElement, { lng = 'en', brand = 'mall', ns = [] }: { lng?: LanguageCode; brand?: string; ns?: Namespace[] } = {}): Promise<RenderResult> {
  const i18n = await initI18n(lng, ['ui', ...ns]);
  const direction = lng === 'ar' ? 'rtl' : 'ltr';
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <UiProviders brand={getBrand(brand)} direction={direction}>{node}</UiProviders>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) } as RenderResult;
}
