import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@mall/api-client/catalogue';
import { categoryPath } from './category-path';

const node = (categoryId: string, subList: CategoryNode[] = []): CategoryNode => ({ categoryId, name: categoryId, des: '', iconImg: '', subList });
const tree = [node('home', [node('kitchen', [node('kettles')]), node('garden')]), node('toys')];

describe('category path', () => {
  it('lists the categories from the top down to a nested one', () => {
    expect(categoryPath(tree, 'kettles').map((c) => c.categoryId)).toEqual(['home', 'kitchen', 'kettles']);
  });

  it('is empty for a category outside the tree', () => {
    expect(categoryPath(tree, 'cars')).toEqual([]);
  });
});
