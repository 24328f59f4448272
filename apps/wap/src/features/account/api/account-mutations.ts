import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountKeys, changePasswordMutation, changeSafewordMutation, logoffMutation, setSafewordMutation,
} from '@mall/api-client/account';
import { api } from '../../../lib/api';

/** Changes the login password (`user!updateOldAndNewPsw`). */
export const useChangePassword = () => useMutation(changePasswordMutation(api));

/** Sets the transaction password for the first time; the user's `safeword` flag then reads 1. */
export function useSetSafeword() {
  const queryClient = useQueryClient();
  return useMutation({ ...setSafewordMutation(api), onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.localUser() }) });
}

/** Replaces the transaction password (`user!updateOldAndNewSafeword`). */
export const useChangeSafeword = () => useMutation(changeSafewordMutation(api));

/** Cancels the account (`user!logoff`). */
export const useLogoff = () => useMutation(logoffMutation(api));
