import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buyerCatalogueApi as e } from '@mall/contract/catalogue';
import { fakeServer } from '@mall/api-client/testing';
import { ApiProvider } from '../../shared/api-context';
import { testApiClient } from '../../shared/testing/stub-api';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { CatalogueLinksProvider, type CatalogueLinks } from '../catalogue-links';
import { FollowedStoresList } from './followed-stores-list';
import { KeptGoodsList } from './kept-goods-list';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const links: CatalogueLinks = {
  goods: (id) => `/goods/${id}`, store: (id) => `/store/${id}`, category: (id) => `/category/${id}`,
  searchResult: (k) => `/results/${k}`, searchStore: (k) => `/stores/${k}`, login: '/login', settlement: '/settlement',
};
const render = (ui: ReactElement) => renderWithProviders(
  <ApiProvider client={testApiClient()}><CatalogueLinksProvider links={links}>{ui}</CatalogueLinksProvider></ApiProvider>,
);
const page = <T,>(items: T[]) => ({ pageList: items, pageInfo: { pageNum: 1, pageSize: 20, totalElements: items.length } });
const store = (sellerId: string, name: string) => ({ sellerId, sellerVo: { name, avatar: '', soldNum: 3, highOpinion: 0.9, viewsNum: 0 } });
const goods = (id: string, name: string, isShelf: 0 | 1) => ({
  id, name, imgUrl1: '', imgUrl2: '', imgUrl3: '', imgUrl4: '', sellingPrice: 12, discountPrice: null, discountRatio: 0,
  price: 12, soldNum: 0, fakeSoldNum: 0, isKeep: 1 as const, sellerId: '9', sellerName: 'Shop', categoryId: '1', isShelf,
});

describe('followed shops', () => {
  it('unfollows a shop: the server is told, the buyer reads so and the shop leaves the list', async () => {
    let followed = [store('7', 'Blue Shop'), store('8', 'Red Shop')];
    const server = fakeServer()
      .on(e.followedStores, () => page(followed))
      .on(e.unfollow, ({ sellerId }) => { followed = followed.filter((s) => s.sellerId !== sellerId); return null; });
    await render(<FollowedStoresList />);
    const row = await screen.findByRole('listitem', { name: 'Red Shop' });
    expect(within(row).getByRole('link', { name: 'Red Shop' }).getAttribute('href')).toBe('/store/8');
    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You no longer follow this shop')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Red Shop' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Blue Shop' })).toBeTruthy();
    expect(server.callsTo(e.unfollow).map((c) => c.params.sellerId)).toEqual(['8']);
  });

  it('says so when the buyer follows no shop', async () => {
    fakeServer().on(e.followedStores, page([]));
    await render(<FollowedStoresList />);
    expect(await screen.findByText('You do not follow any shops yet')).toBeTruthy();
  });
});

describe('favourite goods', () => {
  it('removes a product: the server is told, the buyer reads so and the product leaves the list', async () => {
    let kept = [goods('1', 'Blue Mug', 1), goods('2', 'Old Lamp', 0)];
    const server = fakeServer()
      .on(e.keptGoods, () => page(kept))
      .on(e.unkeep, ({ sellerGoodsId }) => { kept = kept.filter((g) => g.id !== sellerGoodsId); return null; });
    await render(<KeptGoodsList />);
    const lamp = await screen.findByRole('listitem', { name: 'Old Lamp' });
    expect(within(lamp).getByText('No longer on sale')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Blue Mug' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from your favourites')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Blue Mug' })).toBeNull());
    expect(server.callsTo(e.unkeep).map((c) => c.params.sellerGoodsId)).toEqual(['1']);
  });

  it('says so when the buyer keeps no product', async () => {
    fakeServer().on(e.keptGoods, page([]));
    await render(<KeptGoodsList />);
    expect(await screen.findByText('You have no favourite goods yet')).toBeTruthy();
  });
});
