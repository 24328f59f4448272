import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bannerList, categoryTree, followStoreMutation, goodsInfo, goodsList, keepGoods, keptGoodsCount, recommendLike, recommendNew,
  reviewCounts, reviewList, searchGoods, searchKeyword, searchStores, searchStoreGoods, storeInfo, storeList, unfollowStore,
  goodsListInfiniteQuery,
} from './catalogue';
import { ApiError, createApiClient } from './client';
import { fakeServer, ok, type SeenRequest } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

const card = {
  id: '7', name: 'Blue kettle', imgUrl1: '/u/1.png', imgUrl2: '', imgUrl3: '', imgUrl4: '',
  sellingPrice: 20, discountPrice: 16, discountRatio: 0.2, fakeSoldNum: 0, price: 16, soldNum: 3, isKeep: 0,
  sellerId: '2', sellerName: 'Kettle House', categoryId: '5',
};
const store = { id: '2', name: 'Kettle House', avatar: '', sellerGoodsNum: 4, soldNum: 9, fakeSoldNum: 0, highOpinion: 1, viewsNum: 40, focusNum: 2 };
const page = (list: unknown[], pageNum = 1, totalElements = list.length) => ok({ pageList: list, pageInfo: { pageNum, pageSize: 12, totalElements } });
const detail = {
  ...card, freightAmount: 3.5, viewsNum: 10, isShelf: 1, buyMin: 2, stock: 50,
  imgUrl5: '', imgUrl6: '', imgUrl7: '', imgUrl8: '', imgUrl9: '', imgUrl10: '', des: '<p>Boils</p>', imgDes: '',
  seller: { id: '2', name: 'Kettle House', avatar: '', sellerGoodsNum: 4, soldNum: 9, focusNum: 2 },
  canSelectAttributes: {
    goodAttrs: [{ attrId: 'a1', attrName: 'Colour', attrValues: [{ attrValueId: 'v1', attrValueName: 'Blue', iconImg: '' }] }],
    skus: [{ skuId: 's1', attrs: [{ attrId: 'a1', attrValueId: 'v1' }], sellingPrice: 20, discountPrice: null, img: [], stock: 5 }],
  },
};
const query = (req: SeenRequest) => Object.fromEntries(req.query);

describe('catalogue calls', () => {
  it('asks for the desktop main banners and answers the result list', async () => {
    const { api, seen } = fakeServer(ok({ result: [{ id: 'b1', imgUrl: '/b.png', link: '/store?id=2' }] }));
    expect(await bannerList(api, 'pc', 1)).toEqual([{ id: 'b1', imgUrl: '/b.png', link: '/store?id=2' }]);
    expect(seen[0].path).toBe('/api/banner!bannerList');
    expect(query(seen[0])).toMatchObject({ type: 'pc', imgType: '1', pageNum: '1', pageSize: '12' });
  });

  it('reads the category tree with a GET', async () => {
    const tree = [{ categoryId: '1', name: 'Home', des: '', iconImg: '', subList: [{ categoryId: '2', name: 'Kitchen', des: '', iconImg: '', subList: [] }] }];
    const { api, seen } = fakeServer(ok(tree));
    expect(await categoryTree(api)).toEqual(tree);
    expect(seen[0].method).toBe('GET');
  });

  it('sends only the goods filters that are set, with the price sort as isPrice', async () => {
    const { api, seen } = fakeServer(page([card]));
    await goodsList(api, { categoryId: '5', discount: true, isHot: false, priceOrder: 'desc' }, 2, 20);
    expect(query(seen[0])).toEqual({ pageNum: '2', pageSize: '20', categoryId: '5', discount: '1', isPrice: '2', lang: 'de', token: 'tok-1' });
  });

  it('maps the recommendation types to their wire numbers', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('recommend_like') ? ok([card]) : ok({ result: [card] })));
    expect(await recommendNew(api, { type: 'recommended', pageSize: 12 })).toEqual([card]);
    await recommendNew(api, { type: 'new', pageSize: 12 });
    expect(await recommendLike(api, { type: 'store', sellerId: '2' })).toEqual([card]);
    expect(seen.map((r) => r.query.get('type'))).toEqual(['1', '0', '2']);
    expect(seen[2].query.get('sellerId')).toBe('2');
  });

  it('answers suggestions for a trimmed keyword, sent pre-encoded', async () => {
    const { api, seen } = fakeServer(ok({ goodsList: [card], sellerList: [store] }));
    const res = await searchKeyword(api, '  blue & co ');
    expect(res.sellerList[0].name).toBe('Kettle House');
    expect(seen[0].path).toBe('/api/sellerGoods!search-keyword');
    expect(seen[0].query.get('keyword')).toBe('blue & co');
  });

  it('pages the goods search and a store search', async () => {
    const { api, seen } = fakeServer(page([card], 3, 40));
    const res = await searchGoods(api, 'kettle', 3, 12);
    expect(res.pageInfo.totalElements).toBe(40);
    await searchStoreGoods(api, '2', '', 1, 12);
    expect(query(seen[0])).toMatchObject({ keyword: 'kettle', pageNum: '3' });
    expect(query(seen[1])).toMatchObject({ sellerId: '2', keyword: '' });
    expect(seen[1].path).toBe('/api/sellerGoods!searchSellerGoods');
  });

  it('reads a product detail by sellerGoodsId and rejects one that breaks the contract', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.query.get('sellerGoodsId') === '7' ? ok(detail) : ok({ ...detail, price: 'free' })));
    expect((await goodsInfo(api, '7')).canSelectAttributes.skus[0].skuId).toBe('s1');
    await expect(goodsInfo(api, '8')).rejects.toThrow();
    expect(seen[0].path).toBe('/api/sellerGoods!info');
  });

  it('surfaces GOODS_NOT_FOUND as an ApiError with its key', async () => {
    const { api } = fakeServer({ code: '1', msg: 'Product does not exist', data: null, key: 'GOODS_NOT_FOUND' });
    const err = await goodsInfo(api, '404').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).key).toBe('GOODS_NOT_FOUND');
  });

  it('reads stores and a store page with its follow flag', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('seller!list') ? page([store]) : ok({
      ...store, shopRemark: 'Kettles', banner1: '', banner2: '', banner3: '', facebook: '', instagram: '', twitter: '', whatsapp: '', telegram: '', isFocus: 1,
    })));
    expect((await storeList(api, true, 1, 12)).pageList).toEqual([store]);
    expect((await storeInfo(api, '2')).isFocus).toBe(1);
    expect(seen[0].query.get('isRec')).toBe('1');
    expect(seen[1].query.get('sellerId')).toBe('2');
  });

  it('searches stores by a trimmed keyword, page by page (seller!search)', async () => {
    const { api, seen } = fakeServer(page([store]));
    expect((await searchStores(api, '  kettle ', 2, 12)).pageList).toEqual([store]);
    expect(seen[0].path).toBe('/api/seller!search');
    expect([seen[0].query.get('keyword'), seen[0].query.get('pageNum'), seen[0].query.get('pageSize')]).toEqual(['kettle', '2', '12']);
  });

  it('filters reviews with the wire evaluation types and reads the four counts', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('countType')
      ? ok({ havePicture: 1, positiveComments: 4, mediumReview: 2, negativeComment: 0 })
      : page([])));
    await reviewList(api, '7', 'pictures', 1, 10);
    await reviewList(api, '7', 'bad', 1, 10);
    await reviewList(api, '7', 'all', 1, 10);
    expect(seen.map((r) => r.query.get('evaluationType'))).toEqual(['-2', '3', null]);
    expect(await reviewCounts(api, '7')).toEqual({ havePicture: 1, positiveComments: 4, mediumReview: 2, negativeComment: 0 });
    expect(seen[3].query.get('goodId')).toBe('7');
  });

  it('rejects review counts with a key beyond the four', async () => {
    const { api } = fakeServer(ok({ havePicture: 1, positiveComments: 4, mediumReview: 2, negativeComment: 0, total: 7 }));
    await expect(reviewCounts(api, '7')).rejects.toThrow();
  });

  it('keeps a product, counts favourites and unfollows a store', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('count') ? ok(3) : ok(null)));
    await keepGoods(api, '7');
    expect(await keptGoodsCount(api)).toBe(3);
    await unfollowStore(api, '2');
    expect(seen.map((r) => r.path)).toEqual(['/api/keepGoods!add', '/api/keepGoods!count', '/api/focusSeller!del']);
    expect(seen[0].query.get('sellerGoodsId')).toBe('7');
    expect(seen[2].query.get('sellerId')).toBe('2');
  });

  it('follows or unfollows through one mutation by its flag', async () => {
    const { api, seen } = fakeServer(ok(null));
    const { mutationFn } = followStoreMutation(api);
    await mutationFn!({ id: '2', on: true }, undefined as never);
    await mutationFn!({ id: '2', on: false }, undefined as never);
    expect(seen.map((r) => r.path)).toEqual(['/api/focusSeller!add', '/api/focusSeller!del']);
  });

  it('asks for the next page only while more goods remain', () => {
    const api = createApiClient({ prefix: '/api', getToken: () => null, getLang: () => 'en' });
    const { getNextPageParam } = goodsListInfiniteQuery(api, {}, 12, '');
    const info = (pageNum: number, n: number, total: number) => ({ pageList: Array(n).fill(card), pageInfo: { pageNum, pageSize: 12, totalElements: total } });
    expect(getNextPageParam(info(1, 12, 30), [], 1, [])).toBe(2);
    expect(getNextPageParam(info(3, 6, 30), [], 3, [])).toBeUndefined();
    expect(getNextPageParam(info(1, 0, 0), [], 1, [])).toBeUndefined();
  });
});
