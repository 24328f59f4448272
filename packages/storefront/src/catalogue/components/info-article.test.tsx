import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render as rtlRender, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@mall/i18n/web';
import { UiProviders } from '@mall/ui/providers';
import { getBrand } from '@mall/branding/brands';
import { NAMESPACES } from '../../shared/i18n';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { stubApi, testApiClient } from '../../shared/testing/stub-api';
import { INFO_PAGES, type InfoPage } from '../info-pages';
import { InfoArticle } from './info-article';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.unstubAllEnvs(); });

const offer = { commissionRate: 0.08, autoReceiptDays: 12, returnDays: 9, categories: [] };
const render = (page: InfoPage) => renderWithProviders(<ApiProvider client={testApiClient()}><InfoArticle page={page} /></ApiProvider>);

describe('info article', () => {
  it('shows the help questions as collapsed answers, with the brand and the configured terms filled in', async () => {
    vi.stubEnv('VITE_BRAND', 'bazaro');
    stubApi({ 'merchant!offer': offer });
    await render('help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const question = screen.getByRole('button', { name: 'How do I return an item or get a refund?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getByRole('region', { name: 'How do I return an item or get a refund?' }).textContent).toContain('within 9 days'));
    fireEvent.click(screen.getByRole('button', { name: 'How do I talk to customer service?' }));
    expect(screen.getByRole('region', { name: 'How do I talk to customer service?' }).textContent).toContain('support@bazaro.example');
    expect(screen.getByRole('heading', { name: 'Bazaro customer support' })).toBeTruthy();
  });

  it('quotes the commission and the automatic receipt from the platform in the seller rules', async () => {
    stubApi({ 'merchant!offer': offer });
    await render('seller-rules');
    expect(await screen.findByText(/a commission of 8% of the goods amount/)).toBeTruthy();
    expect(screen.getByText(/confirmed automatically 12 days after shipping/)).toBeTruthy();
  });

  it('shows the support contact on the contact page, right under its lead', async () => {
    vi.stubEnv('VITE_BRAND', 'bazaro');
    stubApi({ 'merchant!offer': offer });
    await render('contact');
    const email = screen.getByRole('link', { name: 'support@bazaro.example' });
    expect(email.getAttribute('href')).toBe('mailto:support@bazaro.example');
    const firstSection = screen.getByRole('heading', { level: 2, name: 'Customer support' });
    expect(email.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Write to support@bazaro\.example or call \+34 555 010 201/)).toBeTruthy();
  });

  it('keeps the support phone number left-to-right inside Arabic text', async () => {
    stubApi({ 'merchant!offer': offer });
    const i18n = await initI18n('ar', NAMESPACES);
    rtlRender(
      <I18nextProvider i18n={i18n}>
        <UiProviders brand={getBrand('bazaro')} direction="rtl">
          <ApiProvider client={testApiClient()}>
            <QueryClientProvider client={new QueryClient()}><InfoArticle page="contact" /></QueryClientProvider>
          </ApiProvider>
        </UiProviders>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('اتصل بنا');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent.includes('\u2066+34 555 010 201\u2069'))).toBeTruthy();
  });

  it.each(INFO_PAGES)('fills in every placeholder of the %s page and names the brand, never a default name', async (page) => {
    vi.stubEnv('VITE_BRAND', 'bazaro');
    stubApi({ 'merchant!offer': offer });
    const { container } = await render(page);
    await waitFor(() => expect(container.textContent).not.toContain('{{'));
    expect(container.textContent).not.toMatch(/\bMall\b/);
    expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
  });
});
