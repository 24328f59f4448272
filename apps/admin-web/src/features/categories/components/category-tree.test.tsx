import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { CategoryTree } from './category-tree';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const cat = (categoryId: string, parentId: string, level: number, name: string) => ({ categoryId, parentId, level, name, des: '', iconImg: '', sort: 0, isRec: 0 });
const list = [cat('1', '', 1, 'Home'), cat('4', '', 1, 'Garden'), cat('2', '1', 2, 'Kitchen'), cat('3', '2', 3, 'Kettles')];

async function renderTree() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><CategoryTree /></BackofficeProviders>);
}

const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('category tree', () => {
  it('shows each category under its parent and hides the branch of a collapsed one', async () => {
    fakeApi({ 'category!list': () => list });
    await renderTree();
    await screen.findByText('Kettles');
    expect(names()).toEqual(['Home', 'Kitchen', 'Kettles', 'Garden']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the subcategories of Home' }));
    expect(names()).toEqual(['Home', 'Garden']);
  });

  it('offers no subcategory below the third level', async () => {
    fakeApi({ 'category!list': () => list });
    await renderTree();
    await screen.findByText('Kettles');
    expect(screen.getByRole('button', { name: 'Add a subcategory to Kitchen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a subcategory to Kettles' })).toBeNull();
  });

  it('creates a subcategory under the row it was asked from', async () => {
    const calls = fakeApi({ 'category!list': () => list, 'category!save': () => ({ categoryId: '9' }) });
    await renderTree();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a subcategory to Garden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name\W*$/ }), { target: { value: ' Seeds ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'category!save')?.params).toEqual({ parentId: '4', name: 'Seeds', des: '', iconImg: '', sort: '0', isRec: '0' }));
  });
  it('edits the names of a category in other languages, keeping the ones it had', async () => {
    const kitchen = { ...cat('2', '1', 2, 'Kitchen'), names: { ja: 'キッチン' } };
    const calls = fakeApi({ 'category!list': () => [list[0], kitchen], 'category!save': () => ({ categoryId: '2' }) });
    await renderTree();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the category' });
    expect((within(dialog).getByRole('textbox', { name: 'Name in 日本語' }) as HTMLInputElement).value).toBe('キッチン');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name in العربية' }), { target: { value: ' مطبخ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(JSON.parse(calls.find((c) => c.name === 'category!save')?.params.names ?? '{}')).toEqual({ ja: 'キッチン', ar: 'مطبخ' }));
  });
});
