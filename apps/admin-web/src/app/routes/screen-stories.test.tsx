import { checkScreenStories } from '@mall/backoffice/testing/screen-story-checks';

// Every screen story of the back office renders with its fake server.
checkScreenStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
