import { adminMeOptions } from '@mall/api-client/staff';
import { useStaffMe } from '@mall/backoffice/auth/get-me';

/** `auth!me`: the signed-in admin (id, email, name, roles). */
export const useMe = () => useStaffMe(adminMeOptions);
