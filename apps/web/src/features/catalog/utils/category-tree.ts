import type { CategoryNode } from '@lumi/shared';

/** The nodes from a root down to the category with this slug (or id); empty when absent. */
export function findCategoryPath(tree: readonly CategoryNode[], slugOrId: string): CategoryNode[] {
  for (const node of tree) {
    if (node.slug === slugOrId || node._id === slugOrId) return [node];
    const below = findCategoryPath(node.children, slugOrId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The categories to offer as chips under a category title: its children, or for a leaf its
 * siblings (so a shopper can move across), the current one included.
 */
export function relatedCategories(path: readonly CategoryNode[]): CategoryNode[] {
  const current = path[path.length - 1];
  if (!current) return [];
  if (current.children.length > 0) return current.children;
  const parent = path[path.length - 2];
  return parent ? parent.children : [];
}
