import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { ToastProvider, useToast, type ToastApi } from './toast-provider';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

beforeEach(async () => {
  await renderWithUi(<ToastProvider><Capture /></ToastProvider>);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const alerts = () => screen.queryAllByRole('alert');

describe('ToastProvider', () => {
  it('shows a message only after 500 ms', () => {
    act(() => api.show('Balance not enough', 'error'));
    act(() => { vi.advanceTimersByTime(499); });
    expect(alerts()).toHaveLength(0);
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByRole('alert').textContent).toContain('Balance not enough');
  });

  it('collapses a burst of identical messages into one toast', () => {
    act(() => api.show('Network error'));
    act(() => { vi.advanceTimersByTime(200); });
    act(() => api.show('Network error'));
    act(() => { vi.advanceTimersByTime(200); });
    act(() => api.show('Network error'));
    act(() => { vi.advanceTimersByTime(500); });
    expect(alerts()).toHaveLength(1);
    // A repeat while it is still on screen is not queued again.
    act(() => api.show('Network error'));
    act(() => { vi.advanceTimersByTime(500); });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    act(() => { vi.advanceTimersByTime(1000); });
    expect(alerts()).toHaveLength(0);
  });

  it('shows different messages one after another', () => {
    act(() => api.show('First', 'info'));
    act(() => api.show('Second', 'success'));
    act(() => { vi.advanceTimersByTime(500); });
    expect(screen.getByRole('alert').textContent).toContain('First');
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Close' })); });
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.getByRole('alert').textContent).toContain('Second');
  });

  it('throws a clear error when useToast is used without the provider', async () => {
    cleanup();
    vi.useRealTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithUi(<Capture />)).rejects.toThrow(/inside <ToastProvider>/);
  });
});
