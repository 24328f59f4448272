import type { StorybookConfig } from '@storybook/react-vite';

// Built into storybook-static/ and served by the API under /storybook/; Storybook emits relative asset paths.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The kit's stories, and the screen stories kept beside the screens of the storefront and the apps
  // (the kit cannot import them: they depend on it).
  stories: ['../src/**/*.stories.tsx', '../../storefront/src/**/*.stories.tsx', '../../../apps/*/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  viteFinal(vite) {
    // MUI marks its modules 'use client'; the bundler's warning about dropping that directive is noise here.
    vite.build ??= {};
    // Storybook's own preview runtime is a ~1.4 MB chunk; that is expected, not a regression to warn about.
    vite.build.chunkSizeWarningLimit = 2048;
    const options = (vite.build.rolldownOptions ??= {});
    const previous = options.onwarn;
    options.onwarn = (warning, handler) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (previous) previous(warning, handler);
      else handler(warning);
    };
    return vite;
  },
};

export default config;
