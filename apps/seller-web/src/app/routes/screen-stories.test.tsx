import { checkScreenStories } from '@mall/backoffice/testing/screen-story-checks';

// Every screen story of the seller zone renders with its fake server.
checkScreenStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
