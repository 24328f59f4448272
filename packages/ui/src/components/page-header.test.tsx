import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { PageHeader } from './page-header';

afterEach(cleanup);

describe('PageHeader', () => {
  it('titles the page with an h1 and shows the description and actions', async () => {
    await renderWithUi(<PageHeader title="Sellers" description="Every store" actions={<button type="button">New seller</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sellers' })).toBeTruthy();
    expect(screen.getByText('Every store')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New seller' })).toBeTruthy();
  });
});
