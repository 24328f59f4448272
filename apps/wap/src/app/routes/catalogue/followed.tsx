import { FollowedStoresList } from '@mall/storefront/catalogue/components/followed-stores-list';

/** /followed: the shops the buyer follows, each with "unfollow". */
export function Component() {
  return <FollowedStoresList />;
}
