import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandConfig } from '@mall/branding/schema';
import { contrastRatio } from '@mall/branding/contrast';

/** What a theme knows about its brand: the whole brand.json, plus the bundled logo URL when known. */
export type ThemeBrand = BrandConfig & { logoUrl?: string };

declare module '@mui/material/styles' {
  interface Theme {
    /** The brand this theme was built from: colours (incl. footer), logo and support contact. */
    brand: ThemeBrand;
  }
  interface ThemeOptions {
    brand?: ThemeBrand;
  }
}

/** Black or white, whichever reads better on the given colour. */
function readableOn(color: string): string {
  return contrastRatio(color, '#000000') >= contrastRatio(color, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

/** Builds the MUI theme of one brand for one writing direction. */
export function createBrandTheme(brand: ThemeBrand, direction: 'ltr' | 'rtl'): Theme {
  const c = brand.colors;
  return createTheme({
    direction,
    brand,
    palette: {
      // primary.dark is what MUI paints on hover of contained buttons, so it carries the brand hover colour.
      primary: { main: c.main, dark: c.hover, contrastText: c.onMain },
      secondary: { main: c.sub, contrastText: readableOn(c.sub) },
      background: { default: c.background },
      divider: c.border,
      text: { primary: c.text },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiToggleButton: {
        styleOverrides: {
          root: {
            '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: c.activeButton, color: c.onActiveButton },
          },
        },
      },
      MuiLink: { defaultProps: { color: 'primary' } },
    },
  });
}
