import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlatformGoodsRow } from '@mall/api-client/catalogue-staff';
import { CategorySelect } from '@mall/backoffice/catalogue/category-select';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useDebouncedValue } from '@mall/backoffice/shared/use-debounced-value';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { useCategoryOptions } from '../api/get-category-tree';
import { usePlatformGoods } from '../api/get-platform-goods';
import { AddPlatformGoodsDialog } from './add-platform-goods-dialog';
import { GoodsThumb } from './goods-thumb';
import { SearchField } from '@mall/ui/search-field';

/** The platform catalogue with search and a category filter; each product can be listed in the store once. */
export function PlatformGoodsTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const debounced = useDebouncedValue(keyword.trim());
  const categories = useCategoryOptions();
  const goods = usePlatformGoods({ pageNum, pageSize, keyword: debounced, categoryId });
  const [adding, setAdding] = useState<PlatformGoodsRow | null>(null);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('seller:platform.search')} value={keyword} onChange={(v) => { setKeyword(v); setPageNum(1); }} />
        <CategorySelect
          label={t('seller:platform.category')}
          options={categories.data ?? []}
          value={categoryId}
          onChange={(id) => { setCategoryId(id); setPageNum(1); }}
          emptyLabel={t('seller:platform.allCategories')}
          size="small"
          sx={{ minWidth: 240 }}
        />
      </Stack>
      <QueryState isPending={goods.isPending} isError={goods.isError} onRetry={() => void goods.refetch()}>
        <PaginatedTable
          label={t('seller:platform.title')}
          columns={[t('seller:goods.columns.product'), t('seller:platform.columns.price'), t('seller:platform.columns.freight'), t('seller:platform.columns.stock'), t('backoffice:common.actions')]}
          total={goods.data?.pageInfo.totalElements ?? 0}
          pageNum={pageNum}
          pageSize={pageSize}
          onPage={setPageNum}
          onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
          rows={(goods.data?.pageList ?? []).map((g) => {
            const total = g.stock.reduce((n, s) => n + s.qty, 0);
            return (
              <TableRow key={g.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
                    <GoodsThumb src={g.imgUrl1} alt={g.name} />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{g.name}</Typography>
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{fmt.price(g.price)}</bdi></TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{fmt.price(g.freightAmount)}</bdi></TableCell>
                <TableCell>
                  <Tooltip title={g.stock.map((s) => `${s.warehouseName}: ${fmt.count(s.qty)}`).join(' · ') || t('seller:platform.noStock')}>
                    <span>{fmt.count(total)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  {g.listed ? (
                    <Chip size="small" color="success" variant="outlined" label={t('seller:platform.listed')} />
                  ) : (
                    <Button size="small" variant="contained" onClick={() => setAdding(g)} aria-label={t('seller:platform.addNamed', { name: g.name })}>{t('seller:platform.add')}</Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        />
      </QueryState>
      {adding && <AddPlatformGoodsDialog key={adding.id} goods={adding} onClose={() => setAdding(null)} />}
    </>
  );
}
