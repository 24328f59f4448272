import type { UserConfig } from 'vite';
/** The brand id from BRAND (default "mall"); throws for an unknown or incomplete brand. */
export function resolveBrand(id?: string): string;
/** Vite config of a web app served by the API server under `base`; `phone` and `staff` choose the shared <head>. */
export function mallApp(opts: { base: string; port: number; proxy?: string[]; phone?: boolean; staff?: boolean }): UserConfig;
