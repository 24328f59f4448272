import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';
import type { PlatformGoodsRow, Warehouse } from '@mall/api-client/catalogue-staff';
import type { CategoryOption } from '@mall/backoffice/catalogue/category-options';
import { CategorySelect } from '@mall/backoffice/catalogue/category-select';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { usePlatformGoods } from '../api/get-platform-goods';
import { PlatformGoodsDialog } from './platform-goods-dialog';
import { SearchField } from '@mall/ui/search-field';

export interface PlatformGoodsTableProps {
  categories: readonly CategoryOption[];
  warehouses: readonly Warehouse[];
}

/** The platform catalogue with search and a category filter, and create/edit of its products. */
export function PlatformGoodsTable({ categories, warehouses }: PlatformGoodsTableProps) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const { paging, search, query } = usePagedSearch();
  const [categoryId, setCategoryId] = useState('');
  const goods = usePlatformGoods({ ...query, categoryId });
  const [editing, setEditing] = useState<{ goods?: PlatformGoodsRow } | null>(null);
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? '--';

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('admin:platformGoods.search')} {...search} />
        <CategorySelect
          label={t('admin:platformGoods.fields.category')}
          options={categories}
          value={categoryId}
          onChange={paging.resetting(setCategoryId)}
          emptyLabel={t('admin:platformGoods.allCategories')}
          size="small"
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{t('admin:platformGoods.create')}</Button>
      </Stack>
      <PagedQueryTable
        query={goods}
        paging={paging}
        label={t('admin:platformGoods.title')}
        columns={[
          t('admin:platformGoods.fields.name'), t('admin:platformGoods.fields.category'), t('admin:platformGoods.fields.price'),
          t('admin:platformGoods.fields.freight'), t('admin:platformGoods.fields.stock'), t('backoffice:common.actions'),
        ]}
        row={(g) => (
          <TableRow key={g.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
                <Avatar variant="rounded" src={g.imgUrl1 || undefined} alt={g.name} sx={{ width: 44, height: 44, backgroundColor: 'action.hover', color: 'text.disabled' }}><ImageOutlined /></Avatar>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{g.name}</Typography>
              </Stack>
            </TableCell>
            <TableCell>{categoryName(g.categoryId)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{fmt.price(g.price)}</bdi></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{fmt.price(g.freightAmount)}</bdi></TableCell>
            <TableCell>
              <Tooltip title={g.stock.map((s) => `${s.warehouseName}: ${fmt.count(s.qty)}`).join(' · ') || t('admin:platformGoods.noStock')}>
                <span>{fmt.count(g.stock.reduce((n, s) => n + s.qty, 0))}</span>
              </Tooltip>
            </TableCell>
            <TableCell>
              <Button size="small" onClick={() => setEditing({ goods: g })} aria-label={t('admin:common.editNamed', { name: g.name })}>{t('backoffice:common.edit')}</Button>
            </TableCell>
          </TableRow>
        )}
      />
      {editing && <PlatformGoodsDialog goods={editing.goods} categories={categories} warehouses={warehouses} onClose={() => setEditing(null)} />}
    </>
  );
}
