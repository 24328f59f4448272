import { checkScreenStories } from '@mall/storefront/shared/screen-story-checks';

// Every screen story of the desktop storefront renders with its fake server.
checkScreenStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
