import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice', () => {
  it('appears while the browser is offline and goes when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderWithUi(<OfflineNotice />, { lng: 'ja' });
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => { window.dispatchEvent(new Event('offline')); });
    expect(await screen.findByText('オフラインです。接続が戻るとページが読み込まれます。')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    await vi.waitFor(() => expect(screen.queryByText(/オフライン/)).toBeNull());
    onLine.mockRestore();
  });
});
