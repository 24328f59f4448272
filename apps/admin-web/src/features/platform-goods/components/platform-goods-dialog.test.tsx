import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { fakeServer } from '@mall/api-client/testing';
import { adminCatalogueApi } from '@mall/contract/catalogue-staff';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { PlatformGoodsDialog } from './platform-goods-dialog';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const STORED = '<h2>Steel kettle</h2><p>Boils a litre in <b>two minutes</b>.</p><ul><li>1.7 l</li><li><a href="https://maker.test/k">Manual</a></li></ul>';
const GOODS = {
  id: '31', name: 'Steel kettle', imgUrl1: 'https://cdn.test/k.png', images: ['https://cdn.test/k.png'], des: STORED, categoryId: '4',
  price: 15.5, freightAmount: 2, stock: [{ warehouseId: '2', warehouseName: 'Dock', qty: 50 }], listed: 1 as const,
};

async function renderDialog() {
  const server = fakeServer().on(adminCatalogueApi.saveGoods, { id: '31' });
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <PlatformGoodsDialog goods={GOODS} categories={[{ id: '4', name: 'Kitchen', level: 1, parentId: '0' }]} warehouses={[{ id: '2', name: 'Dock', address: '1 Dock Road' }]} onClose={() => {}} />
    </BackofficeProviders>,
  );
  return server;
}

describe('platform product dialog', () => {
  it('edits the stored formatted description and saves it back as HTML', async () => {
    const server = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit the product' });
    const editor = within(dialog).getByRole('textbox', { name: 'Description' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Steel kettle' })).toBeTruthy();
    expect(within(editor).getByRole('link', { name: 'Manual' })).toBeTruthy();
    expect(within(dialog).getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    expect(within(dialog).queryByText(/replaces it/)).toBeNull();

    editor.querySelector('li')!.textContent = '1.7 litres';
    fireEvent.input(editor);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.callsTo(adminCatalogueApi.saveGoods)).toHaveLength(1));
    expect(server.callsTo(adminCatalogueApi.saveGoods)[0].params).toMatchObject({
      id: '31', name: 'Steel kettle',
      des: '<h2>Steel kettle</h2><p>Boils a litre in <b>two minutes</b>.</p><ul><li>1.7 litres</li><li><a href="https://maker.test/k">Manual</a></li></ul>',
    });
  });

  it('saves the stored description unchanged when it is not edited', async () => {
    const server = await renderDialog();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo(adminCatalogueApi.saveGoods)).toHaveLength(1));
    expect(server.callsTo(adminCatalogueApi.saveGoods)[0].params.des).toBe(STORED);
  });
});
