import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { GoodsGrid } from './goods-grid';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('goods grid while loading', () => {
  it('shows placeholders online, and offline says why the goods do not come instead of placeholders that never fill', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = await renderWithProviders(<GoodsGrid goods={undefined} loading />);
    expect(container.querySelectorAll('li[aria-hidden]')).toHaveLength(6);
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => { window.dispatchEvent(new Event('offline')); });
    expect((await screen.findByRole('status')).textContent).toBe('You are offline');
    expect(container.querySelectorAll('li[aria-hidden]')).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(container.querySelectorAll('li[aria-hidden]')).toHaveLength(6);
  });
});
