import Box from '@mui/material/Box';
import { BackofficeScreen, screenParameters, staffServer } from '@mall/backoffice/testing/screen-story';
import { backoffice } from '../../config/backoffice';
import GoodsRoute from './goods';

// The seller's goods list: on sale and off the shelf, with the price, stock and sales of each.
export default { title: 'Screens/Seller/Goods list', parameters: screenParameters('seller') };

const picture = (label: string, hue: number) => `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue} 55% 78%)"/><text x="60" y="68" font-family="sans-serif" font-size="18" text-anchor="middle">${label}</text></svg>`,
)}`;
const row = (id: string, name: string, isShelf: 0 | 1, sellingPrice: number, discountPrice: number | null, stock: number, soldNum: number) => ({
  id, goodsId: `g${id}`, name, imgUrl1: picture(name.split(' ')[0], Number(id) * 47), categoryId: '3', sellingPrice, discountPrice, buyMin: 1, stock,
  isShelf, soldNum, viewsNum: soldNum * 9, own: Number(id) % 2, createTime: `2025-01-0${id} 10:00:00`,
});
const rows = [
  row('1', 'Blue kettle', 1, 24.9, 19.9, 120, 48),
  row('2', 'Ceramic teapot', 1, 32, null, 15, 12),
  row('3', 'Desk lamp', 0, 59, null, 0, 130),
  row('4', 'Linen apron', 1, 18.5, 14, 64, 7),
  row('5', 'Oak chopping board', 1, 45, null, 22, 31),
];

const story = (pageList: typeof rows) => ({
  render: () => (
    <BackofficeScreen config={backoffice} server={() => staffServer({ 'goods!list': { pageList, pageInfo: { pageNum: 1, pageSize: 20, totalElements: pageList.length } } })}>
      <Box sx={{ padding: 3 }}><GoodsRoute /></Box>
    </BackofficeScreen>
  ),
});

export const Listed = story(rows);
export const NoGoods = story([]);
