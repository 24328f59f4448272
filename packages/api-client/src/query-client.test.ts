import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { createAppQueryClient } from './query-client';

function setup() {
  const notify = vi.fn();
  const onAuthError = vi.fn();
  return { notify, onAuthError, client: createAppQueryClient({ notify, onAuthError }) };
}

describe('app query client', () => {
  it('shows a failed query and ends the session when the API answers 403', async () => {
    const { client, notify, onAuthError } = setup();
    const err = new ApiError('403', 'Please log in', 'NOT_LOGGED_IN');
    await client.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(err) }).catch(() => undefined);
    expect(notify).toHaveBeenCalledWith(err);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('shows a business error without ending the session', async () => {
    const { client, notify, onAuthError } = setup();
    const err = new ApiError('1', 'No permission', 'NO_PERMISSION');
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(err) }).execute(undefined).catch(() => undefined);
    expect(notify).toHaveBeenCalledWith(err);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it('keeps a silent mutation quiet but still ends an expired session', async () => {
    const { client, notify, onAuthError } = setup();
    const err = new ApiError('403', 'Token invalid', 'TOKEN_INVALID');
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(err), meta: { silent: true } }).execute(undefined).catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('retries a dropped connection once but never an API answer', async () => {
    const { client } = setup();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const network = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await client.fetchQuery({ queryKey: ['net'], queryFn: network }).catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(2);
    const business = vi.fn().mockRejectedValue(new ApiError('1', 'No permission', 'NO_PERMISSION'));
    await client.fetchQuery({ queryKey: ['biz'], queryFn: business }).catch(() => undefined);
    expect(business).toHaveBeenCalledTimes(1);
  });
});
