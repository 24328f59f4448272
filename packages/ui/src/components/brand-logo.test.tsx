import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { BrandLogo } from './brand-logo';

afterEach(cleanup);

describe('BrandLogo', () => {
  it("shows the theme brand's logo with its name as alt text", async () => {
    await renderWithUi(<BrandLogo />, { brand: 'bazaro' });
    const img = screen.getByRole('img', { name: 'Bazaro' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/svg/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('becomes a button when clickable', async () => {
    const onClick = vi.fn();
    await renderWithUi(<BrandLogo onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mall' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
