import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { BackToTop } from './back-to-top';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const scrollTo = (y: number) => act(() => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
});

describe('BackToTop', () => {
  it('appears only after scrolling past 100 px and scrolls back to the top', async () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderWithUi(<BackToTop />);
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(101);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
