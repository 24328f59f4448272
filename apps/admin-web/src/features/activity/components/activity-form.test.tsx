import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { ActivityEditor } from './activity-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('activity pop-up form', () => {
  it('saves who sees the pop-up and in which languages', async () => {
    const calls = fakeApi({
      'activity!get': () => ({ id: '1', title: 'Draw', imgUrl: '', detailUrl: '/credit', enabled: 1, audience: 'all', langs: ['de'] }),
      'activity!save': () => null,
    });
    const i18n = await initI18n('en', ['admin', 'backoffice', 'referral', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><ActivityEditor /></BackofficeProviders>);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Shown to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Guests only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'activity!save')?.params).toMatchObject({ audience: 'guests', langs: 'de', detailUrl: '/credit' }));
  });
});
