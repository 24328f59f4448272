import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import {
  addPlatformGoods, approveStore, createOwnGoods, deleteCategory, getCategoryTree, getSellerStore, listAdminCategories,
  listAdminStores, listPlatformGoodsForSeller, listSellerGoods, saveBanner, saveCategory, savePlatformGoods, saveWarehouse,
  setSellerGoodsFlags, setStoreRecommended, shelveSellerGoods, updateSellerGoods, updateSellerStore,
} from './catalogue-staff';
import { fakeServer, ok, type SeenRequest } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

const page = (pageList: unknown[]) => ok({ pageList, pageInfo: { pageNum: 1, pageSize: 20, totalElements: pageList.length } });
const store = {
  id: '12', name: 'Sam Goods', avatar: '/uploads/a.png', banner1: '', banner2: '', banner3: '', remark: 'Hi',
  facebook: '', instagram: '', twitter: '', whatsapp: '+1 555', telegram: '', status: 'pending',
};
const goodsRow = {
  id: '5', goodsId: '9', name: 'Kettle', imgUrl1: '/k.png', categoryId: '3', sellingPrice: 20, discountPrice: null, buyMin: 1, stock: 4,
  isShelf: 1, soldNum: 0, viewsNum: 2, own: 0, createTime: '2025-01-01 10:00:00',
};

describe('seller store calls', () => {
  it('reads the store with its approval status', async () => {
    const { api, seen } = fakeServer(ok(store));
    await expect(getSellerStore(api)).resolves.toMatchObject({ id: '12', status: 'pending' });
    expect(seen[0].path).toBe('/api/store!info');
    expect(seen[0].query.get('token')).toBe('tok-1');
  });

  it('rejects a store whose status is not one the contract knows', async () => {
    const { api } = fakeServer(ok({ ...store, status: 'closed' }));
    await expect(getSellerStore(api)).rejects.toThrow();
  });

  it('sends every profile field to store!update, empty social links included', async () => {
    const { api, seen } = fakeServer(ok(null));
    const { id: _id, status: _status, ...profile } = store;
    await updateSellerStore(api, { ...profile, banner2: '/uploads/b2.png' });
    const q = seen[0].query;
    expect(seen[0].path).toBe('/api/store!update');
    expect(q.get('banner2')).toBe('/uploads/b2.png');
    expect(q.get('whatsapp')).toBe('+1 555');
    expect(q.get('facebook')).toBe('');
  });
});

describe('seller goods calls', () => {
  it('leaves out an empty keyword and an unset shelf filter', async () => {
    const { api, seen } = fakeServer(page([goodsRow]));
    const res = await listSellerGoods(api, { pageNum: 2, pageSize: 10, keyword: '', isShelf: null });
    expect(res.pageList[0].name).toBe('Kettle');
    expect(seen[0].query.has('keyword')).toBe(false);
    expect(seen[0].query.has('isShelf')).toBe(false);
    expect(seen[0].query.get('pageNum')).toBe('2');
  });

  it('sends the keyword and an off-shelf filter of 0', async () => {
    const { api, seen } = fakeServer(page([]));
    await listSellerGoods(api, { pageNum: 1, pageSize: 10, keyword: 'ket', isShelf: 0 });
    expect(seen[0].query.get('keyword')).toBe('ket');
    expect(seen[0].query.get('isShelf')).toBe('0');
  });

  it('filters the platform catalogue by category', async () => {
    const { api, seen } = fakeServer(page([{ id: '9', name: 'Kettle', imgUrl1: '', images: [], des: '', categoryId: '3', price: 15, freightAmount: 2, stock: [{ warehouseId: '1', warehouseName: 'North', qty: 5 }], listed: 1 }]));
    const res = await listPlatformGoodsForSeller(api, { pageNum: 1, pageSize: 20, keyword: '', categoryId: '3' });
    expect(res.pageList[0].listed).toBe(1);
    expect(seen[0].path).toBe('/api/goods!platformList');
    expect(seen[0].query.get('categoryId')).toBe('3');
    expect(seen[0].query.has('keyword')).toBe(false);
  });

  it('lists a platform product without a discount price when none is given', async () => {
    const { api, seen } = fakeServer(ok({ id: '31' }));
    await addPlatformGoods(api, { goodsId: '9', sellingPrice: 19.9, discountPrice: null, buyMin: 2, stock: 30 });
    const q = seen[0].query;
    expect(seen[0].path).toBe('/api/goods!add');
    expect([q.get('goodsId'), q.get('sellingPrice'), q.get('buyMin'), q.get('stock')]).toEqual(['9', '19.9', '2', '30']);
    expect(q.has('discountPrice')).toBe(false);
  });

  it('creates own goods with images as a comma list and attributes and SKUs as JSON', async () => {
    const { api, seen } = fakeServer(ok({ id: '44' }));
    await createOwnGoods(api, {
      name: 'Mug', categoryId: '7', des: '<p>Big</p>', images: ['/u/1.png', '/u/2.png'],
      sellingPrice: 10, discountPrice: 8, buyMin: 1, stock: 5,
      attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      skus: [
        { values: ['Red'], sellingPrice: 10, discountPrice: 8, img: '', stock: 2 },
        { values: ['Blue'], sellingPrice: 11, discountPrice: null, img: '/u/2.png', stock: 3 },
      ],
    });
    const q = seen[0].query;
    expect(q.get('images')).toBe('/u/1.png,/u/2.png');
    expect(q.get('des')).toBe('<p>Big</p>');
    expect(JSON.parse(q.get('attrs')!)).toEqual([{ name: 'Colour', values: ['Red', 'Blue'] }]);
    expect(JSON.parse(q.get('skus')!)[1]).toEqual({ values: ['Blue'], sellingPrice: 11, discountPrice: null, img: '/u/2.png', stock: 3 });
  });

  it('updates the terms of a listed product by its id', async () => {
    const { api, seen } = fakeServer(ok(null));
    await updateSellerGoods(api, { id: '5', sellingPrice: 25, discountPrice: 22.5, buyMin: 1, stock: 0 });
    expect(seen[0].path).toBe('/api/goods!update');
    expect(seen[0].query.get('discountPrice')).toBe('22.5');
    expect(seen[0].query.get('stock')).toBe('0');
  });

  it('takes a product off the shelf with isShelf 0', async () => {
    const { api, seen } = fakeServer(ok(null));
    await shelveSellerGoods(api, { id: '5', isShelf: 0 });
    expect(seen[0].path).toBe('/api/goods!shelf');
    expect(seen[0].query.get('isShelf')).toBe('0');
  });

  it('reads the public category tree with a GET and its nested levels', async () => {
    const { api, seen } = fakeServer(ok([{ categoryId: '1', name: 'Home', des: '', iconImg: '', subList: [{ categoryId: '2', name: 'Kitchen', des: '', iconImg: '', subList: [] }] }]));
    const tree = await getCategoryTree(api);
    expect(tree[0].subList[0].name).toBe('Kitchen');
    expect(seen[0].method).toBe('GET');
    expect(seen[0].path).toBe('/api/category!tree');
  });
});

describe('admin catalogue calls', () => {
  it('reads the flat category list', async () => {
    const { api } = fakeServer(ok([{ categoryId: '1', parentId: '0', level: 1, name: 'Home', des: '', iconImg: '', sort: 0, isRec: 1 }]));
    await expect(listAdminCategories(api)).resolves.toEqual([{ categoryId: '1', parentId: '0', level: 1, name: 'Home', des: '', iconImg: '', sort: 0, isRec: 1 }]);
  });

  it('creates a top-level category without an id or a parent', async () => {
    const { api, seen } = fakeServer(ok({ categoryId: '8' }));
    await saveCategory(api, { parentId: '', name: 'Garden', des: '', iconImg: '/c.png', sort: 3, isRec: 1 });
    await saveCategory(api, { parentId: '0', name: 'Tools', des: '', iconImg: '', sort: 0, isRec: 0 });
    const q = seen[0].query;
    expect(q.has('categoryId')).toBe(false);
    expect(q.has('parentId')).toBe(false);
    expect(seen[1].query.has('parentId')).toBe(false);
    expect(q.get('isRec')).toBe('1');
  });

  it('edits a category by its id', async () => {
    const { api, seen } = fakeServer(ok({ categoryId: '4' }));
    await saveCategory(api, { categoryId: '4', parentId: '1', name: 'Tools', des: 'Hand tools', iconImg: '', sort: 0, isRec: 0 });
    expect(seen[0].query.get('categoryId')).toBe('4');
    expect(seen[0].query.get('parentId')).toBe('1');
  });

  it('reports a refused category deletion with its key', async () => {
    const { api } = fakeServer({ code: '1', msg: 'Category has children', data: null, key: 'PARAM_ERROR' });
    const err = (await deleteCategory(api, '1').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Category has children');
  });

  it('saves a banner with its site, slot and enabled flag', async () => {
    const { api, seen } = fakeServer(ok({ id: '6' }));
    await saveBanner(api, { type: 'h5', imgType: 0, imgUrl: '/b.png', link: '/goods/1', sort: 2, enabled: 0 });
    const q = seen[0].query;
    expect([q.get('type'), q.get('imgType'), q.get('enabled'), q.has('id')]).toEqual(['h5', '0', '0', false]);
  });

  it('saves a warehouse by id when editing', async () => {
    const { api, seen } = fakeServer(ok({ id: '3' }));
    await saveWarehouse(api, { id: '3', name: 'North', address: '1 Dock Rd' });
    expect(seen[0].path).toBe('/api/warehouse!save');
    expect(seen[0].query.get('id')).toBe('3');
  });

  it('sends platform stock per warehouse as a JSON object', async () => {
    const { api, seen } = fakeServer(ok({ id: '15' }));
    await savePlatformGoods(api, { name: 'Kettle', categoryId: '3', des: '', images: ['/k.png'], price: 15, freightAmount: 2.5, stock: { 1: 10, 2: 0 } });
    const q = seen[0].query;
    expect(seen[0].path).toBe('/api/goods!save');
    // Long values travel in the form body, not the URL.
    expect(new URL(`http://x/?${seen[0].body}`).searchParams.get('stock')).not.toBeNull();
    expect(JSON.parse(q.get('stock')!)).toEqual({ 1: 10, 2: 0 });
    expect(q.get('freightAmount')).toBe('2.5');
    expect(q.has('id')).toBe(false);
  });

  it('filters stores by status and approves one', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('store!list')
      ? page([{ id: '12', name: 'Sam Goods', sellerEmail: 's@x.test', status: 'pending', isRec: 0, sellerGoodsNum: 0, soldNum: 0, focusNum: 0, createTime: '2025-01-01 10:00:00' }])
      : ok(null)));
    const res = await listAdminStores(api, { pageNum: 1, pageSize: 20, keyword: '', status: 'pending' });
    expect(res.pageList[0].status).toBe('pending');
    expect(seen[0].query.get('status')).toBe('pending');
    expect(seen[0].query.has('keyword')).toBe(false);
    await approveStore(api, '12');
    expect(seen[1].path).toBe('/api/store!approve');
    expect(seen[1].query.get('id')).toBe('12');
  });

  it('sets the recommended flag of a store', async () => {
    const { api, seen } = fakeServer(ok(null));
    await setStoreRecommended(api, { id: '12', isRec: 1 });
    expect(seen[0].path).toBe('/api/store!setRec');
    expect(seen[0].query.get('isRec')).toBe('1');
  });

  it('sets all three flags of a listed product', async () => {
    const { api, seen } = fakeServer(ok(null));
    await setSellerGoodsFlags(api, { id: '5', isRec: 1, isNew: 0, isHot: 1 });
    const q = seen[0].query;
    expect(seen[0].path).toBe('/api/sellerGoods!setFlags');
    expect([q.get('id'), q.get('isRec'), q.get('isNew'), q.get('isHot')]).toEqual(['5', '1', '0', '1']);
  });
});
