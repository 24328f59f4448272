import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { GoodsTable } from './goods-table';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const row = (id: string, name: string, isShelf: 0 | 1) => ({
  id, goodsId: `g${id}`, name, imgUrl1: '', categoryId: '3', sellingPrice: 20, discountPrice: 15, buyMin: 1, stock: 8,
  isShelf, soldNum: 2, viewsNum: 9, own: 0, createTime: '2025-01-01 10:00:00',
});

async function renderTable() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><GoodsTable /></BackofficeProviders>);
}

describe('goods table', () => {
  it('takes a product off the shelf after confirming and shows it off the shelf', async () => {
    const shelf: Record<string, 0 | 1> = { 5: 1 };
    const calls = fakeApi({
      'goods!list': () => ({ pageList: [row('5', 'Kettle', shelf[5])], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
      'goods!shelf': (p) => { shelf[p.id] = Number(p.isShelf) as 0 | 1; return null; },
    });
    await renderTable();
    const line = (await screen.findByText('Kettle')).closest('tr')!;
    expect(line.textContent).toContain('$15.00');
    expect(within(line).getByText('On sale')).toBeTruthy();

    fireEvent.click(within(line).getByRole('button', { name: 'Take Kettle off the shelf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this product off the shelf?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take off the shelf' }));

    await waitFor(() => expect(within(screen.getByText('Kettle').closest('tr')!).getByText('Off the shelf')).toBeTruthy());
    expect(calls.filter((c) => c.name === 'goods!shelf')).toEqual([{ name: 'goods!shelf', params: { id: '5', isShelf: '0' } }]);
  });

  it('asks for the off-shelf goods only when that filter is chosen', async () => {
    const calls = fakeApi({ 'goods!list': () => ({ pageList: [], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0 } }) });
    await renderTable();
    await waitFor(() => expect(calls.some((c) => c.name === 'goods!list')).toBe(true));
    expect(calls[0].params.isShelf).toBeUndefined();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Shelf' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Off the shelf' }));
    await waitFor(() => expect(calls.at(-1)!.params.isShelf).toBe('0'));
  });

  it('refuses a discount price that is not below the new selling price without calling the API', async () => {
    const calls = fakeApi({
      'goods!list': () => ({ pageList: [row('5', 'Kettle', 1)], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
      'goods!update': () => null,
    });
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit price and stock' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Selling price/ }), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The discount price must be lower than the selling price')).toBeTruthy();
    expect(calls.some((c) => c.name === 'goods!update')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Discount price/ }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'goods!update')?.params).toEqual({ id: '5', sellingPrice: '14', buyMin: '1', stock: '8' }));
  });
});
