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
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { useCategoryOptions } from '../api/get-category-tree';
import { usePlatformGoods } from '../api/get-platform-goods';
import { AddPlatformGoodsDialog } from './add-platform-goods-dialog';
import { GoodsThumb } from './goods-thumb';
import { SearchField } from '@mall/ui/search-field';

/** The platform catalogue with search and a category filter; each product can be listed in the store once. */
export function PlatformGoodsTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const { paging, search, query } = usePagedSearch();
  const [categoryId, setCategoryId] = useState('');
  const categories = useCategoryOptions();
  const goods = usePlatformGoods({ ...query, categoryId });
  const [adding, setAdding] = useState<PlatformGoodsRow | null>(null);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('seller:platform.search')} {...search} />
        <CategorySelect
          label={t('seller:platform.category')}
          options={categories.data ?? []}
          value={categoryId}
          onChange={paging.resetting(setCategoryId)}
          emptyLabel={t('seller:platform.allCategories')}
          size="small"
          sx={{ minWidth: 240 }}
        />
      </Stack>
      <PagedQueryTable
        query={goods}
        paging={paging}
        label={t('seller:platform.title')}
        columns={[t('seller:goods.columns.product'), t('seller:platform.columns.price'), t('seller:platform.columns.freight'), t('seller:platform.columns.stock'), t('backoffice:common.actions')]}
        row={(g) => {
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
        }}
      />
      {adding && <AddPlatformGoodsDialog key={adding.id} goods={adding} onClose={() => setAdding(null)} />}
    </>
  );
}
