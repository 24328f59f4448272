import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient } from '@mall/api-client/client';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { CatalogueLinksProvider, type CatalogueLinks } from '../catalogue-links';
import { SearchBox } from './search-box';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

const links: CatalogueLinks = {
  goods: (id) => `/goods/${id}`,
  store: (id) => `/store/${id}`,
  category: (id) => `/category/${id}`,
  searchResult: (k) => `/results/${k}`,
  searchStore: (k) => `/stores/${k}`,
  login: '/login',
  settlement: '/settlement',
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** A fake API that answers search-keyword with the given stores and goods. */
function stubSuggestions(goods: string[], stores: string[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({
    code: '0', msg: null, data: {
      goodsList: goods.map((name, i) => ({
        id: String(i + 1), name, imgUrl1: '', imgUrl2: '', imgUrl3: '', imgUrl4: '', sellingPrice: 1, discountPrice: null,
        discountRatio: 0, fakeSoldNum: 0, price: 1, soldNum: 0, isKeep: 0, sellerId: '9', sellerName: 'S', categoryId: '1',
      })),
      sellerList: stores.map((name, i) => ({ id: String(i + 20), name, avatar: '', sellerGoodsNum: 0, soldNum: 0, highOpinion: 1, viewsNum: 0, focusNum: 0 })),
    },
  }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Requests need an absolute address outside a browser.
const api = createApiClient({ prefix: 'http://mall.test/api', getToken: () => null, getLang: () => 'en' });

const renderBox = (route = '/') => renderWithProviders(
  <ApiProvider client={api}>
    <CatalogueLinksProvider links={links}>
      <SearchBox />
      <Routes><Route path="*" element={<Where />} /></Routes>
    </CatalogueLinksProvider>
  </ApiProvider>,
  { route },
);

describe('header search box', () => {
  it('warns about an empty keyword and asks the server nothing', async () => {
    const fetch = stubSuggestions([], []);
    await renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter a keyword to search')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('saves the keyword and opens the results when goods match', async () => {
    const fetch = stubSuggestions(['Blue kettle'], []);
    await renderBox();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search goods' }), { target: { value: ' kettle ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/results/kettle'));
    expect(fetch).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('ES_SEARCH_HISTORY')!)).toEqual(['kettle']);
  });

  it('opens the store whose name was searched', async () => {
    stubSuggestions(['Kettle'], ['Kettle House']);
    await renderBox();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search goods' }), { target: { value: 'kettle house' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/store/20'));
  });

  it('asks before clearing the history', async () => {
    localStorage.setItem('ES_SEARCH_HISTORY', JSON.stringify(['lamp']));
    stubSuggestions([], []);
    await renderBox();
    act(() => { screen.getByRole('combobox', { name: 'Search goods' }).focus(); });
    expect(await screen.findByRole('option', { name: 'lamp' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem('ES_SEARCH_HISTORY')).not.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(localStorage.getItem('ES_SEARCH_HISTORY')).toBeNull();
  });

  it('suggests matching goods and stores in their groups, and a chosen store opens its page', async () => {
    stubSuggestions(['Teapot'], ['Tea House']);
    await renderBox();
    const box = screen.getByRole('combobox', { name: 'Search goods' });
    act(() => { box.focus(); });
    fireEvent.change(box, { target: { value: 'tea' } });
    const store = await screen.findByRole('option', { name: 'Tea House' }, { timeout: 3000 });
    expect(screen.getByRole('option', { name: 'Teapot' })).toBeTruthy();
    expect(screen.getByText('Shops')).toBeTruthy();
    expect(screen.getByText('Goods')).toBeTruthy();
    fireEvent.click(store);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/store/20'));
    expect(JSON.parse(localStorage.getItem('ES_SEARCH_HISTORY')!)).toEqual(['Tea House']);
  });

  it('shows the keyword of the search page it is on, as after a reload', async () => {
    stubSuggestions([], []);
    await renderBox(`/results?k=${encodeURIComponent('"red kettle"')}`);
    expect((screen.getByRole('combobox', { name: 'Search goods' }) as HTMLInputElement).value).toBe('red kettle');
  });
});
