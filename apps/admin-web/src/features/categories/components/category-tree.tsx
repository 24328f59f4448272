import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@mall/backoffice/shared/list-table';
import type { AdminCategory } from '@mall/api-client/catalogue-staff';
import { optionsFromAdminCategories, orderCategories } from '@mall/backoffice/catalogue/category-options';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { CategoryDialog, MAX_CATEGORY_DEPTH } from './category-dialog';

type Editing = { category?: AdminCategory; parentId?: string } | null;

/** The category tree (up to three levels) with collapse, create, add-below, edit and delete. */
export function CategoryTree() {
  const { t } = useTranslation();
  const toast = useToast();
  const categories = useCategories();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory({
    onSuccess: () => { toast.show(t('admin:categories.deleted', { name: deleting?.name ?? '' }), 'success'); setDeleting(null); },
  });
  const rows = useMemo(() => orderCategories(categories.data ?? []), [categories.data]);
  const options = useMemo(() => optionsFromAdminCategories(categories.data ?? []), [categories.data]);
  const hasChildren = useMemo(() => new Set(rows.map((r) => r.parentId)), [rows]);
  // A row is hidden when any ancestor is collapsed.
  const parentOf = useMemo(() => new Map(options.map((o) => [o.id, o.parentId])), [options]);
  const visible = rows.filter((r) => {
    for (let p = parentOf.get(r.categoryId); p && p !== '0'; p = parentOf.get(p)) if (collapsed.has(p)) return false;
    return true;
  });
  const toggle = (id: string) => setCollapsed((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{t('admin:categories.create')}</Button>
      </Box>
      <ListTable
        query={categories}
        label={t('admin:categories.title')}
        emptyMessage={t('admin:categories.empty')}
        columns={[
          t('admin:categories.fields.name'),
          t('admin:categories.fields.des'),
          t('admin:categories.fields.sort'),
          t('admin:categories.recommended'),
          t('backoffice:common.actions'),
        ]}
        rows={visible.map((c) => {
          const open = !collapsed.has(c.categoryId);
          return (
            <TableRow key={c.categoryId} hover>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', paddingInlineStart: (c.depth - 1) * 4 }}>
                  {hasChildren.has(c.categoryId) ? (
                    <IconButton
                      size="small"
                      aria-expanded={open}
                      aria-label={t(open ? 'admin:categories.collapse' : 'admin:categories.expand', { name: c.name })}
                      onClick={() => toggle(c.categoryId)}
                    >
                      <ExpandMore fontSize="small" sx={{ transform: open ? 'none' : 'rotate(-90deg)', '[dir=rtl] &': { transform: open ? 'none' : 'rotate(90deg)' }, transition: 'transform 150ms' }} />
                    </IconButton>
                  ) : <Box sx={{ width: 34 }} />}
                  <Avatar variant="rounded" src={c.iconImg || undefined} alt="" sx={{ width: 28, height: 28, backgroundColor: 'action.hover', color: 'text.secondary' }}>
                    <CategoryOutlined fontSize="small" />
                  </Avatar>
                  <Box component="span" sx={{ fontWeight: c.depth === 1 ? 600 : 400 }}>{c.name}</Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', maxWidth: 320 }}>{c.des}</TableCell>
              <TableCell>{c.sort}</TableCell>
              <TableCell>{c.isRec ? <Chip size="small" color="secondary" label={t('admin:categories.recommended')} /> : null}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {c.depth < MAX_CATEGORY_DEPTH && (
                  <Button size="small" onClick={() => setEditing({ parentId: c.categoryId })} aria-label={t('admin:categories.addChildNamed', { name: c.name })}>{t('admin:categories.addChild')}</Button>
                )}
                <Button size="small" onClick={() => setEditing({ category: c })} aria-label={t('admin:common.editNamed', { name: c.name })}>{t('backoffice:common.edit')}</Button>
                <Button size="small" color="error" onClick={() => setDeleting(c)} aria-label={t('admin:common.deleteNamed', { name: c.name })}>{t('admin:common.delete')}</Button>
              </TableCell>
            </TableRow>
          );
        })}
      />
      {editing && <CategoryDialog category={editing.category} parentId={editing.parentId} options={options} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin:categories.confirmDeleteTitle')}
        message={t('admin:categories.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin:common.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => { if (deleting) remove.mutate(deleting.categoryId); }}
      />
    </>
  );
}
