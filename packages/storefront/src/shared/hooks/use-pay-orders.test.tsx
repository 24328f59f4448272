import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buyerOrderApi } from '@mall/contract/orders';
import { fakeServer } from '@mall/api-client/testing';
import { ApiProvider } from '../api-context';
import { testApiClient } from '../testing/stub-api';
import { usePayOrders } from './use-pay-orders';

afterEach(() => { vi.unstubAllGlobals(); });

/** A cache holding an order list, the wallet balance and the checkout's preview, none of them stale. */
function setup() {
  const server = fakeServer().on(buyerOrderApi.pay, null);
  const client = new QueryClient();
  for (const key of [['orders', 'list'], ['wallet', 'balance'], ['checkout', 'preview', 'g1']]) client.setQueryData(key, 1);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={testApiClient()}><QueryClientProvider client={client}>{children}</QueryClientProvider></ApiProvider>
  );
  const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
  return { server, client, wrapper, stale };
}

describe('usePayOrders', () => {
  it('pays from the order list and reloads the orders and the balance', async () => {
    const { server, wrapper, stale } = setup();
    const { result } = renderHook(() => usePayOrders(), { wrapper });
    await act(() => result.current.mutateAsync({ orderIds: ['7', '8'], safeword: '123456' }));
    expect(server.callsTo(buyerOrderApi.pay)[0]?.params).toMatchObject({ orderId: '7,8', safeword: '123456' });
    expect(stale(['orders', 'list'])).toBe(true);
    expect(stale(['wallet', 'balance'])).toBe(true);
  });

  it('pays from the checkout without asking its spent preview again', async () => {
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => usePayOrders({ keep: ['checkout'] }), { wrapper });
    await act(() => result.current.mutateAsync({ orderIds: ['7'], safeword: '123456' }));
    expect(stale(['orders', 'list'])).toBe(true);
    expect(stale(['wallet', 'balance'])).toBe(true);
    expect(stale(['checkout', 'preview', 'g1'])).toBe(false);
  });
});
