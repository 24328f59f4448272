import type { CategoryNode } from '@mall/api-client/catalogue';

/** The chain of categories from the top down to `categoryId`, or [] when it is not in the tree. */
export function categoryPath(tree: readonly CategoryNode[], categoryId: string): CategoryNode[] {
  for (const node of tree) {
    if (node.categoryId === categoryId) return [node];
    const below = categoryPath(node.subList, categoryId);
    if (below.length) return [node, ...below];
  }
  return [];
}
