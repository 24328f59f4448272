import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import type { LanguageCode } from '@mall/i18n/languages';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { AgentStatsTable } from './agent-stats-table';
import { badPatternLines, ChatFilterForm } from './chat-filter-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

async function renderWith(node: React.ReactNode, lng: LanguageCode = 'en') {
  const i18n = await initI18n(lng, ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>{node}</BackofficeProviders>);
}

const filterServer = (saveAnswer?: { code: string; msg: string; key: string }) => {
  let filter = { words: ['whatsapp'], patterns: ['\\d{8,}'] };
  const calls = fakeApi({
    'supportChat!settings': () => filter,
    'supportChat!saveSettings': (p) => {
      filter = { words: p.words.split('\n'), patterns: p.patterns.split('\n') };
      return filter;
    },
  });
  if (saveAnswer) {
    const original = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input) => (new URL((input as Request).url).pathname.endsWith('supportChat!saveSettings')
      ? new Response(JSON.stringify({ ...saveAnswer, data: null }), { headers: { 'content-type': 'application/json' } })
      : original(input)));
  }
  return calls;
};

describe('content filter', () => {
  it('shows the words and patterns one per line and saves them trimmed, without blank lines', async () => {
    const calls = filterServer();
    await renderWith(<ChatFilterForm />);
    const words = await screen.findByRole('textbox', { name: 'Words' }) as HTMLTextAreaElement;
    expect(words.value).toBe('whatsapp');
    fireEvent.change(words, { target: { value: 'whatsapp\n  telegram  \n\nwire transfer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'supportChat!saveSettings')?.params).toEqual({ words: 'whatsapp\ntelegram\nwire transfer', patterns: '\\d{8,}' }));
    expect(await screen.findByText('Content filter saved')).toBeTruthy();
  });

  it('names the lines whose pattern is not a regular expression and does not save', async () => {
    const calls = filterServer();
    await renderWith(<ChatFilterForm />);
    const patterns = await screen.findByRole('textbox', { name: 'Patterns' });
    fireEvent.change(patterns, { target: { value: '\\d{8,}\n(unclosed\nT[RX]\\w{33}\n[' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a valid regular expression, on line: 2, 4')).toBeTruthy();
    expect(calls.some((c) => c.name === 'supportChat!saveSettings')).toBe(false);
  });

  it("shows the server's refusal in the interface language", async () => {
    filterServer({ code: '1', msg: 'Un motif du filtre n’est pas une expression régulière valide', key: 'CHAT_FILTER_INVALID' });
    await renderWith(<ChatFilterForm />, 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Un motif du filtre n’est pas une expression régulière valide');
  });

  it('checks patterns as the server does (JavaScript syntax)', () => {
    expect(badPatternLines(['^\\+?\\d{8,15}$', '(?<name>x)', '*bad', 'a{2,1}'])).toEqual([3, 4]);
  });
});

describe('agent statistics', () => {
  it('shows each agent with counts and average times as durations, -- when nothing was averaged', async () => {
    fakeApi({
      'supportChat!stats': () => [
        { agentId: '2', agentName: 'Sue Agent', conversations: 1204, replied: 1180, avgFirstReplySeconds: 95, resolved: 1100, avgResolutionSeconds: 5_400 },
        { agentId: '3', agentName: 'Bob Agent', conversations: 0, replied: 0, avgFirstReplySeconds: 0, resolved: 0, avgResolutionSeconds: 0 },
      ],
    });
    await renderWith(<AgentStatsTable />);
    const table = await screen.findByRole('table', { name: 'Agent statistics' });
    const [sue, bob] = within(table).getAllByTestId('agent-stats').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(sue).toEqual(['Sue Agent', '1,204', '1,180', '1 min 35 sec', '1,100', '1 hr 30 min']);
    expect(bob).toEqual(['Bob Agent', '0', '0', '--', '0', '--']);
  });
});
