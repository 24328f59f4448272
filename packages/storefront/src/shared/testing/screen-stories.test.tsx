import { checkScreenStories } from './screen-story-checks';

// Every screen story of the storefront package renders with its fake server.
checkScreenStories(import.meta.glob('../../**/*.stories.tsx', { eager: true }));
