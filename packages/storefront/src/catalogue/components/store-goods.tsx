import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { useStoreGoods } from '../api/stores';
import { GoodsGrid, type GoodsGridProps } from './goods-grid';
import { LoadMore } from './load-more';

export interface StoreGoodsProps {
  sellerId: string;
  pageSize?: number;
  columns?: GoodsGridProps['columns'];
}

/** A store's goods with the in-store search (`sellerGoods!searchSellerGoods`); a blank search lists them all. */
export function StoreGoods({ sellerId, pageSize = 20, columns }: StoreGoodsProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const goods = useStoreGoods(sellerId, keyword, pageSize);
  const items = goods.data?.pages.flatMap((p) => p.pageList);
  return (
    <Stack component="section" spacing={2} aria-labelledby="store-goods-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography id="store-goods-title" variant="h6" component="h2">
          {keyword ? t('catalogue:store.resultsFor', { keyword }) : t('catalogue:store.allGoods')}
        </Typography>
        <Box
          component="form"
          role="search"
          aria-label={t('catalogue:store.searchLabel')}
          onSubmit={(e) => { e.preventDefault(); setKeyword(text.trim()); }}
          sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5, paddingInlineStart: 2, minWidth: { sm: 320 } }}
        >
          <InputBase
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('catalogue:store.searchPlaceholder')}
            inputProps={{ 'aria-label': t('catalogue:store.searchLabel'), type: 'search' }}
            sx={{ flex: 1 }}
          />
          {keyword && (
            <IconButton size="small" aria-label={t('catalogue:store.clearSearch')} onClick={() => { setText(''); setKeyword(''); }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton type="submit" color="primary" aria-label={t('catalogue:store.searchSubmit')}><SearchIcon /></IconButton>
        </Box>
      </Stack>
      <GoodsGrid
        goods={items}
        loading={goods.isPending}
        columns={columns}
        emptyMessage={keyword ? t('catalogue:search.noGoods', { keyword }) : t('catalogue:store.noGoods')}
      />
      <LoadMore pageCount={goods.data?.pages.length} anyLoaded={Boolean(items?.length)} hasMore={Boolean(goods.hasNextPage)} loading={goods.isFetchingNextPage} onLoadMore={() => void goods.fetchNextPage()} />
    </Stack>
  );
}
