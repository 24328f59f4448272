import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { getBrand } from '@mall/branding/brands';
import { initI18n } from '@mall/i18n/web';
import type { LanguageCode } from '@mall/i18n/languages';
import { UiProviders } from '@mall/ui/providers';

/** Renders inside the brand theme with the language's direction (Arabic is right to left). */
export async function renderUi(ui: ReactElement, { lng = 'en' }: { lng?: LanguageCode } = {}): Promise<RenderResult> {
  const i18n = await initI18n(lng, ['ui', 'backoffice']);
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProviders brand={getBrand('mall')} direction={lng === 'ar' ? 'rtl' : 'ltr'}>{ui}</UiProviders>
    </I18nextProvider>,
  );
}
