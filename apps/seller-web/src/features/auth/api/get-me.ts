import { sellerMeOptions } from '@mall/api-client/staff';
import { useStaffMe } from '@mall/backoffice/auth/get-me';

/** `auth!me`: the signed-in seller (id, email, name, storeName). */
export const useMe = () => useStaffMe(sellerMeOptions);
