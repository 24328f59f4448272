import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { QueryState } from './query-state';

afterEach(cleanup);

describe('QueryState', () => {
  it('shows a spinner while loading, not the content', async () => {
    await renderWithUi(<QueryState isPending isError={false} onRetry={() => {}}><p>rows</p></QueryState>);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('offers a retry when the query failed', async () => {
    const onRetry = vi.fn();
    await renderWithUi(<QueryState isPending={false} isError onRetry={onRetry}><p>rows</p></QueryState>);
    expect(screen.getByText('The data could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the content once loaded', async () => {
    await renderWithUi(<QueryState isPending={false} isError={false} onRetry={() => {}}><p>rows</p></QueryState>);
    expect(screen.getByText('rows')).toBeTruthy();
  });
});
