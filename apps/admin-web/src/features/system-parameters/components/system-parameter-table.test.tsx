import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fakeServer } from '@mall/api-client/testing';
import { adminStaffApi } from '@mall/contract/staff';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { SystemParameterTable } from './system-parameter-table';

let stored = 'https://old.example';
const updates: Array<Record<string, string>> = [];

beforeEach(() => {
  stored = 'https://old.example';
  updates.length = 0;
  fakeServer()
    .on(adminStaffApi.sysparas, () => [{ code: 'customer_service_url', value: stored, description: 'Support link', isPublic: true, updatedAt: '2025-01-02 03:04:05' }])
    .on(adminStaffApi.updateSyspara, ({ code, value }) => {
      updates.push({ code, value });
      // The server answers the value it replaced.
      const replaced = stored;
      stored = value;
      return replaced;
    });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('system parameter table', () => {
  it('saves an edited value and shows the stored one', async () => {
    const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><SystemParameterTable /></BackofficeProviders>);
    const row = (await screen.findByText('customer_service_url')).closest('tr')!;
    expect(row.textContent).toContain('https://old.example');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit customer_service_url' }));
    fireEvent.change(within(row).getByLabelText('New value of customer_service_url'), { target: { value: 'https://new.example' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));

    expect(await within(row).findByText('https://new.example')).toBeTruthy();
    expect(updates).toEqual([{ code: 'customer_service_url', value: 'https://new.example' }]);
    expect(within(row).queryByLabelText('New value of customer_service_url')).toBeNull();
  });

  it('does not call the API when the value is unchanged', async () => {
    const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><SystemParameterTable /></BackofficeProviders>);
    const row = (await screen.findByText('customer_service_url')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit customer_service_url' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).queryByLabelText('New value of customer_service_url')).toBeNull();
    expect(updates).toEqual([]);
  });
  it('describes a known parameter in the reader’s language and an unknown one as stored', async () => {
    fakeServer().on(adminStaffApi.sysparas, () => [
      { code: 'customer_service_url', value: '', description: 'External customer-service URL (empty: built-in chat)', isPublic: true, updatedAt: '2025-01-02 03:04:05' },
      { code: 'plugin_flag', value: '1', description: 'Set by a plug-in', isPublic: false, updatedAt: '2025-01-02 03:04:05' },
    ]);
    const i18n = await initI18n('ar', ['admin', 'backoffice', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><SystemParameterTable /></BackofficeProviders>);
    const known = (await screen.findByText('customer_service_url')).closest('tr')!;
    expect(known.textContent).toContain('رابط خدمة العملاء الخارجية (فارغ: المحادثة المدمجة)');
    expect(screen.getByText('plugin_flag').closest('tr')!.textContent).toContain('Set by a plug-in');
  });
});
