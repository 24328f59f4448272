import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface BrandLogoProps {
  /** Rendered height in px, or px per breakpoint (`{ xs: 32, md: 44 }`); width follows the SVG's aspect ratio. */
  height?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /** Makes the logo a button (the header uses it to go home). */
  onClick?: () => void;
  /** Overrides the logo URL of the theme's brand. */
  src?: string;
}

/** The current brand's logo, with the brand name as its text alternative. */
export function BrandLogo({ height = 40, onClick, src }: BrandLogoProps) {
  const { brand } = useTheme();
  const { t } = useTranslation('ui');
  const img = (
    <Box component="img" src={src ?? brand.logoUrl} alt={brand.name} sx={{ height, width: 'auto', display: 'block' }} />
  );
  if (!onClick) return img;
  return (
    <ButtonBase
      onClick={onClick}
      title={t('brandLogo.home', { brandName: brand.name })}
      sx={{ borderRadius: 1, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
    >
      {img}
    </ButtonBase>
  );
}
