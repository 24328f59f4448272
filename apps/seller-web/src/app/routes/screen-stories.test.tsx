import { activeFakeApi } from '@mall/api-client/testing/fake-fetch';
import { checkScreenStories } from '@mall/ui/testing/screen-story-checks';

// Every screen story of the seller zone renders with its fake server.
checkScreenStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), activeFakeApi);
