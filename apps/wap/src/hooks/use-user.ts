import { useOutletContext } from 'react-router-dom';
import type { LocalUser } from '@mall/api-client/account';

/** The signed-in buyer, provided by RequireAuth to the pages under it. */
export const useUser = () => useOutletContext<LocalUser>();
