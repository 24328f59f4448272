import { useMutation, useQuery } from '@tanstack/react-query';
import { resetPasswordMutation, sendCodeMutation } from '@mall/api-client/account';
import { sysparaQuery } from '@mall/api-client/platform';
import { useApi } from '../../shared/api-context';

/** Sends a verification code by email or SMS (`jscode!execute`). */
export const useSendCode = () => useMutation(sendCodeMutation(useApi()));

/** Sets a new password with a reset code (`user!resetpsw`). */
export const useResetPassword = () => useMutation(resetPasswordMutation(useApi()));

/** True when sign-up needs a verification code (syspara `register_verify_code` is "1"). */
export function useRegisterNeedsCode(): boolean {
  const { data } = useQuery({ ...sysparaQuery(useApi(), 'register_verify_code'), meta: { silent: true } });
  return data === '1';
}
