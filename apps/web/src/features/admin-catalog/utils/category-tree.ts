import type { CategoryNode } from '@lumi/shared';

/** The deepest level a category can have (a 3-level tree: 0, 1, 2). */
export const MAX_CATEGORY_LEVEL = 2;

export type CategoryTreeOption = {
  value: string;
  title: string;
  /** The names from the root down, e.g. 'Chăm sóc da › Làm sạch › Sữa rửa mặt'. */
  pathLabel: string;
  selectable: boolean;
  disabled?: boolean;
  isLeaf: boolean;
  children?: CategoryTreeOption[];
};

export const CATEGORY_PATH_SEPARATOR = ' › ';

/**
 * antd TreeSelect data for a category tree. `leavesOnly`: only categories without children can be
 * picked (a product belongs to one leaf); the others open and close.
 */
export function toTreeOptions(
  nodes: readonly CategoryNode[],
  options: { leavesOnly?: boolean; disabledIds?: ReadonlySet<string>; parentPath?: string } = {},
): CategoryTreeOption[] {
  return nodes.map((node) => {
    const pathLabel = options.parentPath
      ? `${options.parentPath}${CATEGORY_PATH_SEPARATOR}${node.name}`
      : node.name;
    const isLeaf = node.children.length === 0;
    const option: CategoryTreeOption = {
      value: node._id,
      title: node.name,
      pathLabel,
      selectable: options.leavesOnly ? isLeaf : true,
      isLeaf,
    };
    if (options.disabledIds?.has(node._id)) option.disabled = true;
    if (!isLeaf) option.children = toTreeOptions(node.children, { ...options, parentPath: pathLabel });
    return option;
  });
}

/** The nodes from the root down to the category `id`, or [] when it is not in the tree. */
export function findCategoryPath(nodes: readonly CategoryNode[], id: string): CategoryNode[] {
  for (const node of nodes) {
    if (node._id === id) return [node];
    const below = findCategoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every id in a subtree, the root included (a category cannot move under any of them). */
export function subtreeIds(node: CategoryNode): Set<string> {
  const ids = new Set<string>([node._id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** How many levels a subtree spans: 1 for a leaf, 2 with children, 3 with grandchildren. */
export function subtreeDepth(node: CategoryNode): number {
  if (node.children.length === 0) return 1;
  return 1 + Math.max(...node.children.map(subtreeDepth));
}

/**
 * Where a category may move (its new parent), as the server allows: never under itself or a
 * descendant, and the whole subtree must stay within three levels. `null` = the top level.
 */
export function allowedParentIds(tree: readonly CategoryNode[], moving: CategoryNode): Set<string> {
  const blocked = subtreeIds(moving);
  const depth = subtreeDepth(moving);
  const allowed = new Set<string>();
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (blocked.has(node._id)) continue;
      if (node.level + 1 + depth - 1 <= MAX_CATEGORY_LEVEL) allowed.add(node._id);
      walk(node.children);
    }
  };
  walk(tree);
  return allowed;
}

/** Looks a category up anywhere in the tree. */
export function findCategory(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  return findCategoryPath(nodes, id).at(-1);
}

/** Every node, depth first (the tree's order). */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** A tree row of the categories screen: the node with its products counted over its subtree. */
export type CategoryRow = Omit<CategoryNode, 'children'> & { productCount: number; children?: CategoryRow[] };

/**
 * The tree with product counts: a leaf shows its own count (from the flat admin list); a parent shows
 * the sum over its subtree (products belong to leaves only). `keep` filters rows by name: a row stays
 * when it matches or has a matching descendant.
 */
export function toCategoryRows(
  nodes: readonly CategoryNode[],
  counts: ReadonlyMap<string, number>,
  keep?: (node: CategoryNode) => boolean,
): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (const node of nodes) {
    const children = toCategoryRows(node.children, counts, keep);
    const allChildren = keep ? toCategoryRows(node.children, counts) : children;
    const productCount =
      node.children.length === 0
        ? (counts.get(node._id) ?? 0)
        : allChildren.reduce((sum, child) => sum + child.productCount, 0);
    if (keep && !keep(node) && children.length === 0) continue;
    const row: CategoryRow = {
      _id: node._id,
      name: node.name,
      slug: node.slug,
      level: node.level,
      parent: node.parent,
      productCount,
    };
    if (children.length > 0) row.children = children;
    rows.push(row);
  }
  return rows;
}
