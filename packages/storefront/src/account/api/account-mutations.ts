import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountKeys, changePasswordMutation, changeSafewordMutation, logoffMutation, setSafewordMutation,
} from '@mall/api-client/account';
import { useApi } from '../../shared/api-context';

/** Changes the login password (`user!updateOldAndNewPsw`). */
export const useChangePassword = () => useMutation(changePasswordMutation(useApi()));

/** Sets the transaction password for the first time; the user's `safeword` flag then reads 1. */
export function useSetSafeword() {
  const queryClient = useQueryClient();
  return useMutation({ ...setSafewordMutation(useApi()), onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.localUser() }) });
}

/** Replaces the transaction password (`user!updateOldAndNewSafeword`). */
export const useChangeSafeword = () => useMutation(changeSafewordMutation(useApi()));

/** Cancels the account (`user!logoff`). */
export const useLogoff = () => useMutation(logoffMutation(useApi()));
