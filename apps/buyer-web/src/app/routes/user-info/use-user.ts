import { useOutletContext } from 'react-router-dom';
import type { LocalUser } from '@mall/api-client/account';

/** The signed-in buyer, provided by the personal-centre layout to its pages. */
export const useUser = () => useOutletContext<LocalUser>();
