import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { RecommendedCategory } from '@mall/api-client/catalogue';
import { useCatalogueLinks } from '../catalogue-links';

/** The home page's categories as round icons with names, each opening its goods. */
export function CategoryTiles({ categories, columns = { xs: 4, md: 6 } }: { categories: readonly RecommendedCategory[]; columns?: { xs: number; md?: number } }) {
  const links = useCatalogueLinks();
  const template = Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: template, gap: 2 }}>
      {categories.map((c) => (
        <li key={c.categoryId}>
          <Box component={RouterLink} to={links.category(c.categoryId)} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'text.primary', '&:hover': { color: 'primary.main' } }}>
            <Avatar src={c.iconImg || undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'primary.main' }}>
              <CategoryOutlinedIcon />
            </Avatar>
            <Typography variant="caption" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>{c.name}</Typography>
          </Box>
        </li>
      ))}
    </Box>
  );
}
