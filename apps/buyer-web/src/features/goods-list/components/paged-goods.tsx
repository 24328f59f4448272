import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE, type GoodsCard, type Page } from '@mall/api-client/catalogue';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import type { Sort } from '../hooks/use-list-params';

export interface PagedGoodsProps {
  /** A page of LIST_PAGE_SIZE goods. */
  data: Page<GoodsCard> | undefined;
  loading: boolean;
  /** The page shown and how to turn it. */
  paging: { page: number; setPage: (page: number) => void };
  /** Shows the sort control when given. */
  sort?: { sort: Sort; sorts: readonly Sort[]; setSort: (s: Sort) => void };
  emptyMessage?: string;
  columns?: { xs: number; sm?: number; md?: number; lg?: number };
}

/** A page of goods with how many were found, the sort control and the page numbers. */
export function PagedGoods({ data, loading, paging, sort, emptyMessage, columns = { xs: 2, sm: 3, md: 4, lg: 5 } }: PagedGoodsProps) {
  const { t } = useTranslation();
  const total = data?.pageInfo.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status">{data ? t('catalogue:list.total', { count: total }) : ' '}</Typography>
        {sort && (
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id="goods-sort-label">{t('catalogue:list.sort.label')}</InputLabel>
            <Select labelId="goods-sort-label" label={t('catalogue:list.sort.label')} value={sort.sort} onChange={(e) => sort.setSort(e.target.value as Sort)}>
              {sort.sorts.map((s) => <MenuItem key={s} value={s}>{t(`catalogue:list.sort.${s}`)}</MenuItem>)}
            </Select>
          </FormControl>
        )}
      </Stack>
      <GoodsGrid goods={data?.pageList} loading={loading} columns={columns} placeholders={10} emptyMessage={emptyMessage} />
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={Math.min(paging.page, pages)} onChange={(_, n) => paging.setPage(n)} color="primary" />
        </Box>
      )}
    </Stack>
  );
}
