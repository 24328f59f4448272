// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- stylis ships no types; apps compiling this file need the declaration too
/// <reference path="../types/stylis.d.ts" />
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createBrandTheme, type ThemeBrand } from '../theme/create-brand-theme';

// One cache per direction for the page's lifetime: switching direction swaps caches instead of re-creating them.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export interface UiProvidersProps {
  brand: ThemeBrand;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}

/** Emotion cache (RTL-aware), brand theme and CSS baseline around an app or a story. */
export function UiProviders({ brand, direction, children }: UiProvidersProps) {
  const theme = useMemo(() => createBrandTheme(brand, direction), [brand, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
