import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@mall/ui/toast-provider';
import { accountKeys, logout, type LocalUser } from '@mall/api-client/account';
import { addressKeys } from '@mall/api-client/address';
import { useApi } from '../api-context';
import { clearCart } from '../utils/cart-store';
import { clearSession } from '../utils/session';

export interface SignOutOptions {
  /** Success message; defaults to "Signed out". */
  message?: string;
  /** Also ends the session on the server (default true; false after the account was cancelled). */
  callServer?: boolean;
}

/**
 * Signs out as docs/product-rules.md says: clears session, user info, cart and token, confirms, and goes to
 * `homeHref`, the app's home page.
 */
export function useSignOut(homeHref: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(async ({ message, callServer = true }: SignOutOptions = {}) => {
    const usercode = queryClient.getQueryData<LocalUser>(accountKeys.localUser())?.usercode;
    if (callServer) await logout(api).catch(() => undefined);
    // Leave first: a guarded page that saw the session vanish would send the visitor to /login instead.
    // flushSync: the router otherwise commits the new page in a transition, which the session change
    // below would overtake on a slow machine, leaving the guarded page mounted when the token goes.
    await navigate(homeHref, { flushSync: true });
    clearSession();
    clearCart(usercode);
    queryClient.removeQueries({ queryKey: accountKeys.all });
    queryClient.removeQueries({ queryKey: addressKeys.list() });
    toast.show(message ?? t('auth:logout.success'), 'success');
  }, [api, homeHref, queryClient, toast, navigate, t]);
}
