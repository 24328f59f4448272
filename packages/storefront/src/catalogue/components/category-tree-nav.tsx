import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { CategoryNode } from '@mall/api-client/catalogue';
import { useCatalogueLinks } from '../catalogue-links';
import { categoryPath } from '../utils/category-path';

export interface CategoryTreeNavProps {
  tree: readonly CategoryNode[];
  /** The chosen category ('' for all). */
  selectedId: string;
  /** Where "all categories" goes. */
  allHref: string;
}

/** The category tree as links: the chosen branch opens down to its sub-categories. */
export function CategoryTreeNav({ tree, selectedId, allHref }: CategoryTreeNavProps) {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  const open = new Set(categoryPath(tree, selectedId).map((c) => c.categoryId));
  const render = (nodes: readonly CategoryNode[], depth: number) => nodes.map((c) => (
    <li key={c.categoryId}>
      <ListItemButton
        component={RouterLink}
        to={links.category(c.categoryId)}
        selected={c.categoryId === selectedId}
        aria-current={c.categoryId === selectedId ? 'page' : undefined}
        sx={{ paddingInlineStart: 2 + depth * 2, paddingBlock: 0.5 }}
      >
        <ListItemText primary={c.name} slotProps={{ primary: { variant: depth === 0 ? 'body2' : 'caption', sx: { fontWeight: open.has(c.categoryId) ? 700 : 400 } } }} />
      </ListItemButton>
      {open.has(c.categoryId) && c.subList.length > 0 && <List disablePadding>{render(c.subList, depth + 1)}</List>}
    </li>
  ));
  return (
    <List component="nav" aria-label={t('catalogue:classification.label')} dense>
      <li>
        <ListItemButton component={RouterLink} to={allHref} selected={!selectedId} aria-current={!selectedId ? 'page' : undefined}>
          <ListItemText primary={t('catalogue:classification.all')} />
        </ListItemButton>
      </li>
      {render(tree, 0)}
    </List>
  );
}
