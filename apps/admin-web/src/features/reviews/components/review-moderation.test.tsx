import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { ReviewModeration } from './review-moderation';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('review moderation', () => {
  it('opens on submitted reviews and rejects one after confirming', async () => {
    const state = { status: 'submitted' };
    const calls = fakeApi({
      'evaluation!list': () => ({
        pageList: [{
          id: 'r1', sellerGoodsId: 'g1', goodsName: 'Kettle', orderId: '9', userName: 'bo', evaluationType: 3, rating: 1,
          content: 'Leaks', images: [], status: state.status, createTime: '2025-01-02 10:00:00',
        }],
        pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 },
      }),
      'evaluation!reject': () => { state.status = 'rejected'; return null; },
    });
    const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><ReviewModeration /></BackofficeProviders>);
    const row = (await screen.findByText('Leaks')).closest('tr')!;
    expect(row.textContent).toContain('Bad');
    expect(calls[0].params.status).toBe('submitted');

    fireEvent.click(within(row).getByRole('button', { name: 'Reject the review of Kettle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'evaluation!reject').map((c) => c.params)).toEqual([{ id: 'r1' }]));
    await waitFor(() => expect(within(screen.getByText('Leaks').closest('tr')!).getByText('Rejected')).toBeTruthy());
  });
});
