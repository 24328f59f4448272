import { describe, expect, it } from 'vitest';
import { route, routeNarrowedBy, routeOf } from './route';

describe('route table entries', () => {
  it('links a plain page by its path', () => {
    expect(route('/cart')).toMatchObject({ path: '/cart' });
    expect(route('/cart').getHref()).toBe('/cart');
  });

  it('names the thing of a page in its query, encoded', () => {
    expect(routeOf('/orders/detail', 'id').getHref('7 & 8')).toBe('/orders/detail?id=7%20%26%208');
  });

  it('narrows a page by its query only when given a value', () => {
    const category = routeNarrowedBy('/category', 'categoryId');
    expect(category.getHref('12')).toBe('/category?categoryId=12');
    expect(category.getHref()).toBe('/category');
    expect(category.getHref('')).toBe('/category');
  });
});
