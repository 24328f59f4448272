import type { Plugin, UserConfig } from 'vite';
/** The brand id from BRAND (default "mall"); throws for an unknown or incomplete brand. */
export function resolveBrand(id?: string): string;
/** Vite config of a web app served by the API server under `base`; `phone` and `staff` choose the shared <head>. */
export function mallApp(opts: { base: string; port: number; proxy?: string[]; phone?: boolean; staff?: boolean }): UserConfig;
/** The web-app manifest of one brand's app served under `base` (standalone for the phone app). */
export function brandManifest(id: string, opts: { base: string; phone?: boolean }): {
  name: string; short_name: string; start_url: string; scope: string; display: 'standalone' | 'browser';
  theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[];
};
/** Emits and links the brand's favicon.svg and manifest.webmanifest, with its theme colour. */
export function mallBrandAssets(opts: { base: string; phone?: boolean; brand?: string }): Plugin;
