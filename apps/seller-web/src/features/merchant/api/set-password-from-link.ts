import { useMutation } from '@tanstack/react-query';
import { setSellerPasswordFromLink } from '@mall/api-client/merchant';
import { api } from '../../../lib/api';

/** `merchant!setPassword`: spends the approval mail's one-time link. */
export function useSetPasswordFromLink() {
  return useMutation({ mutationFn: ({ token, password }: { token: string; password: string }) => setSellerPasswordFromLink(api, token, password) });
}
