import type { CategoryNode, EvaluationItem, GoodsCard, GoodsDetail, StoreCard } from '@mall/contract/catalogue';
import { fixturePicture } from '../../shared/testing/screen-story';

// A small catalogue for the screen stories: the answers of the catalogue endpoints the home page and
// the product page call, shaped by the contract when the fake server sends them.

const NAMES = ['Blue kettle', 'Ceramic teapot', 'Desk lamp', 'Linen apron', 'Oak board', 'Wool throw', 'Glass jar', 'Copper pan', 'Tea towel', 'Bread tin', 'Salad bowl', 'Mug set'];
const STORES = [{ id: 'S1', name: 'Kettle House' }, { id: 'S2', name: 'Lamp Hall' }, { id: 'S3', name: 'Oak & Linen' }];

/** The goods card number `i` (0..11) of the fixture catalogue; every third one is discounted. */
export function goodsCard(i: number): GoodsCard {
  const sellingPrice = 12 + i * 7.5;
  const discountPrice = i % 3 === 0 ? Math.round(sellingPrice * 80) / 100 : null;
  const pic = fixturePicture(NAMES[i % NAMES.length].split(' ')[0], (i * 37) % 360);
  const store = STORES[i % STORES.length];
  return {
    id: `g${i + 1}`, name: NAMES[i % NAMES.length], imgUrl1: pic, imgUrl2: '', imgUrl3: '', imgUrl4: '',
    sellingPrice, discountPrice, discountRatio: discountPrice === null ? 0 : 0.2, price: discountPrice ?? sellingPrice,
    soldNum: 40 + i * 13, fakeSoldNum: 0, isKeep: 0, sellerId: store.id, sellerName: store.name, categoryId: `c${(i % 4) + 1}`,
  };
}

const goods = (from: number, count: number) => Array.from({ length: count }, (_, k) => goodsCard((from + k) % NAMES.length));
const paged = <T>(rows: T[]) => ({ pageList: rows, pageInfo: { pageNum: 1, pageSize: 12, totalElements: rows.length } });

const storeCard = (i: number): StoreCard => ({
  ...STORES[i], avatar: fixturePicture(STORES[i].name[0], i * 120 + 10), sellerGoodsNum: 24 + i * 5, soldNum: 900 + i * 340, fakeSoldNum: 0,
  highOpinion: 0.97 - i * 0.02, viewsNum: 12000 + i * 800, focusNum: 310 + i * 45,
});

const CATEGORIES = ['Kitchen', 'Lighting', 'Textiles', 'Tableware'];
const tree: CategoryNode[] = CATEGORIES.map((name, i) => ({ categoryId: `c${i + 1}`, name, des: '', iconImg: fixturePicture(name[0], i * 90), subList: [] }));

const banner = (id: string, label: string, hue: number) => ({ id, imgUrl: fixturePicture(label, hue), link: '' });

/** What the home page's catalogue calls answer: banners, categories, new, recommended, discounted and hot goods, stores. */
export const homeAnswers: Record<string, unknown> = {
  'banner!bannerList': (p: Record<string, string>) => ({ result: p.imgType === '1' ? [banner('b1', 'Spring sale', 200), banner('b2', 'New in', 20)] : [banner('b3', 'Free delivery', 120), banner('b4', 'Gift ideas', 300)] }),
  'category!recommend': paged(CATEGORIES.map((name, i) => ({ categoryId: `c${i + 1}`, name, iconImg: fixturePicture(name[0], i * 90) }))),
  'sellerGoods!recommend_new': (p: Record<string, string>) => ({ result: goods(p.type === '0' ? 0 : 6, 6) }),
  'sellerGoods!list': (p: Record<string, string>) => paged(p.discount ? goods(0, 12).filter((g) => g.discountPrice !== null) : goods(3, 6)),
  'seller!list': paged([0, 1, 2].map(storeCard)),
  'category!tree': tree,
  // No pop-up activity: it would cover the page.
  'activity/lottery!getCurrentActivity': null,
};

const detail = (): GoodsDetail => {
  const card = goodsCard(0);
  return {
    id: card.id, name: card.name, sellingPrice: card.sellingPrice, discountPrice: card.discountPrice, discountRatio: card.discountRatio, price: card.price,
    freightAmount: 0, soldNum: card.soldNum, fakeSoldNum: 0, viewsNum: 5300, isKeep: 0, isShelf: 1, buyMin: 1, stock: 120, categoryId: 'c1',
    imgUrl1: fixturePicture('Blue', 210), imgUrl2: fixturePicture('Green', 130), imgUrl3: fixturePicture('Red', 0), imgUrl4: '', imgUrl5: '',
    imgUrl6: '', imgUrl7: '', imgUrl8: '', imgUrl9: '', imgUrl10: '',
    des: '<p>A 1.7 litre kettle of brushed steel with an enamel finish. It boils a full jug in four minutes and switches itself off.</p><ul><li>Limescale filter</li><li>Cordless base</li></ul>',
    imgDes: '',
    seller: { id: 'S1', name: 'Kettle House', avatar: fixturePicture('K', 10), sellerGoodsNum: 24, soldNum: 900, fakeSoldNum: 0, focusNum: 310 },
    canSelectAttributes: {
      goodAttrs: [{ attrId: 'a1', attrName: 'Colour', attrValues: [
        { attrValueId: 'v1', attrValueName: 'Blue', iconImg: '' }, { attrValueId: 'v2', attrValueName: 'Green', iconImg: '' }, { attrValueId: 'v3', attrValueName: 'Red', iconImg: '' },
      ] }],
      skus: [
        { skuId: 's1', attrs: [{ attrId: 'a1', attrValueId: 'v1' }], sellingPrice: card.sellingPrice, discountPrice: card.discountPrice, img: [], stock: 60 },
        { skuId: 's2', attrs: [{ attrId: 'a1', attrValueId: 'v2' }], sellingPrice: card.sellingPrice, discountPrice: card.discountPrice, img: [], stock: 40 },
        { skuId: 's3', attrs: [{ attrId: 'a1', attrValueId: 'v3' }], sellingPrice: card.sellingPrice + 2, discountPrice: null, img: [], stock: 0 },
      ],
    },
  };
};

const review = (id: string, userName: string, rating: number, content: string, evaluationTime: string): EvaluationItem => ({
  id, userName, avatar: '', countryName: 'United Kingdom', rating, content, evaluationType: rating >= 4 ? 1 : rating === 3 ? 2 : 3, evaluationTime,
  attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
  imgUrl1: '', imgUrl2: '', imgUrl3: '', imgUrl4: '', imgUrl5: '', imgUrl6: '', imgUrl7: '', imgUrl8: '', imgUrl9: '',
});

/** What the product page's calls answer for the goods `g1`: its detail, reviews, related goods and the category tree. */
export const productAnswers: Record<string, unknown> = {
  'sellerGoods!info': detail(),
  'sellerGoods!recommend_like': goods(1, 6),
  'category!tree': tree,
  'evaluation!list': paged([
    review('r1', 'Ann', 5, 'Boils fast and looks lovely on the counter.', '2025-01-04 09:12:00'),
    review('r2', 'Omar', 4, 'Good kettle, a little loud.', '2025-01-02 18:40:00'),
  ]),
  'evaluation!countType': { havePicture: 0, positiveComments: 2, mediumReview: 0, negativeComment: 0 },
  'syspara!getSyspara': { mall_max_goods_number_in_order: '99' },
};
