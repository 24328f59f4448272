import { describe, expect, it } from 'vitest';
import { scrollKey } from './storefront-root-layout';

describe('scrollKey', () => {
  it('keeps one position for home, across visits and loads', () => {
    expect(scrollKey({ pathname: '/home', key: 'default' }, '/home', 'a')).toBe('/home');
    expect(scrollKey({ pathname: '/home', key: 'x1' }, '/home', 'b')).toBe('/home');
  });

  it('starts another page at the top on a fresh load: the first entry of each load has its own key', () => {
    const first = scrollKey({ pathname: '/cart', key: 'default' }, '/home', 'load-1');
    const again = scrollKey({ pathname: '/cart', key: 'default' }, '/home', 'load-2');
    expect(first).not.toBe(again);
    expect(scrollKey({ pathname: '/goods', key: 'default' }, '/home', 'load-1')).not.toBe(first);
  });

  it('restores a page by its history entry when going back', () => {
    expect(scrollKey({ pathname: '/cart', key: 'k7' }, '/home', 'load-1')).toBe('k7');
  });
});
