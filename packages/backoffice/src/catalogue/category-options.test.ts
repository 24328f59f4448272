import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@mall/api-client/catalogue-staff';
import { optionsFromAdminCategories, optionsFromTree, orderCategories, withDescendants } from './category-options';

const cat = (categoryId: string, parentId: string, sort = 0, name = `C${categoryId}`): AdminCategory =>
  ({ categoryId, parentId, level: 1, name, des: '', iconImg: '', sort, isRec: 0 });

describe('category options', () => {
  it('lists a nested tree depth first with levels and parents', () => {
    const tree = [{
      categoryId: '1', name: 'Home', des: '', iconImg: '',
      subList: [{ categoryId: '2', name: 'Kitchen', des: '', iconImg: '', subList: [{ categoryId: '3', name: 'Kettles', des: '', iconImg: '', subList: [] }] }],
    }, { categoryId: '4', name: 'Garden', des: '', iconImg: '', subList: [] }];
    expect(optionsFromTree(tree)).toEqual([
      { id: '1', name: 'Home', level: 1, parentId: '0' },
      { id: '2', name: 'Kitchen', level: 2, parentId: '1' },
      { id: '3', name: 'Kettles', level: 3, parentId: '2' },
      { id: '4', name: 'Garden', level: 1, parentId: '0' },
    ]);
  });

  it('puts each admin category under its parent, ordered by sort, whatever the arrival order', () => {
    const ordered = orderCategories([cat('5', '1', 2), cat('1', '0', 1), cat('2', '0', 0), cat('6', '1', 1), cat('7', '6')]);
    expect(ordered.map((c) => [c.categoryId, c.depth])).toEqual([['2', 1], ['1', 1], ['6', 2], ['7', 3], ['5', 2]]);
  });

  it('shows a category whose parent is gone at the top level', () => {
    expect(optionsFromAdminCategories([cat('9', '42')])).toEqual([{ id: '9', name: 'C9', level: 1, parentId: '0' }]);
  });

  it('does not loop on a parent cycle', () => {
    expect(orderCategories([cat('1', '2'), cat('2', '1'), cat('3', '0')]).map((c) => c.categoryId)).toEqual(['3']);
  });

  it('finds a category and all of its descendants', () => {
    const options = optionsFromAdminCategories([cat('1', '0'), cat('2', '1'), cat('3', '2'), cat('4', '0')]);
    expect([...withDescendants(options, '1')].sort()).toEqual(['1', '2', '3']);
  });
});
