import type { AdminCategory, CategoryNode } from '@mall/api-client/catalogue-staff';

/** A category as a pick-list entry: depth 1 is the top level. */
export interface CategoryOption { id: string; name: string; level: number; parentId: string }

/** The buyer API's nested tree as a depth-first list, parents before their children. */
export function optionsFromTree(nodes: readonly CategoryNode[], level = 1, parentId = '0'): CategoryOption[] {
  return nodes.flatMap((n) => [
    { id: n.categoryId, name: n.name, level, parentId },
    ...optionsFromTree(n.subList, level + 1, n.categoryId),
  ]);
}

const isRoot = (parentId: string) => !parentId || parentId === '0';

/**
 * The admin API's flat categories in tree order (each parent followed by its children, by sort then id), whatever
 * order they arrive in; a category whose parent is missing is shown at the top level rather than lost.
 */
export function orderCategories<T extends Pick<AdminCategory, 'categoryId' | 'parentId' | 'sort'>>(items: readonly T[]): Array<T & { depth: number }> {
  const ids = new Set(items.map((c) => c.categoryId));
  const children = new Map<string, T[]>();
  for (const c of items) {
    const parent = isRoot(c.parentId) || !ids.has(c.parentId) ? '0' : c.parentId;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const bySort = (a: T, b: T) => a.sort - b.sort || Number(a.categoryId) - Number(b.categoryId);
  const out: Array<T & { depth: number }> = [];
  const seen = new Set<string>();
  const walk = (parent: string, depth: number) => {
    for (const c of [...(children.get(parent) ?? [])].sort(bySort)) {
      if (seen.has(c.categoryId)) continue; // a cycle in bad data must not hang the page
      seen.add(c.categoryId);
      out.push({ ...c, depth });
      walk(c.categoryId, depth + 1);
    }
  };
  walk('0', 1);
  return out;
}

/** The admin API's categories as pick-list entries in tree order. */
export function optionsFromAdminCategories(items: readonly AdminCategory[]): CategoryOption[] {
  const ids = new Set(items.map((c) => c.categoryId));
  return orderCategories(items).map((c) => ({
    id: c.categoryId, name: c.name, level: c.depth, parentId: isRoot(c.parentId) || !ids.has(c.parentId) ? '0' : c.parentId,
  }));
}

/** The ids of a category and everything below it (a category cannot move under its own descendant). */
export function withDescendants(options: readonly CategoryOption[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of options) if (out.has(o.parentId) && !out.has(o.id)) { out.add(o.id); grew = true; }
  }
  return out;
}
