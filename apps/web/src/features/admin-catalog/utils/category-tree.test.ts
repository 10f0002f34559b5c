import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@lumi/shared';
import {
  allowedParentIds,
  findCategoryPath,
  subtreeDepth,
  toCategoryRows,
  toTreeOptions,
} from './category-tree';

function node(
  id: string,
  level: 0 | 1 | 2,
  parent: string | null,
  children: CategoryNode[] = [],
): CategoryNode {
  return { _id: id, name: `Danh mục ${id}`, slug: id, level, parent, children };
}

// skin ─┬─ clean ─┬─ foam
//       │         └─ gel
//       └─ serum
// makeup (no children)
const tree: CategoryNode[] = [
  node('skin', 0, null, [
    node('clean', 1, 'skin', [node('foam', 2, 'clean'), node('gel', 2, 'clean')]),
    node('serum', 1, 'skin'),
  ]),
  node('makeup', 0, null),
];

describe('toTreeOptions', () => {
  it('lets only leaves be picked for a product, with their path as label', () => {
    const [skin, makeup] = toTreeOptions(tree, { leavesOnly: true });
    expect(skin).toMatchObject({ value: 'skin', selectable: false, isLeaf: false });
    expect(skin?.children?.[0]).toMatchObject({ value: 'clean', selectable: false });
    expect(skin?.children?.[0]?.children?.[1]).toMatchObject({
      value: 'gel',
      selectable: true,
      pathLabel: 'Danh mục skin › Danh mục clean › Danh mục gel',
    });
    expect(skin?.children?.[1]).toMatchObject({ value: 'serum', selectable: true });
    expect(makeup).toMatchObject({ value: 'makeup', selectable: true });
  });

  it('lets any category be picked as a filter', () => {
    expect(toTreeOptions(tree)[0]?.selectable).toBe(true);
  });
});

describe('findCategoryPath', () => {
  it('gives the nodes from the root down', () => {
    expect(findCategoryPath(tree, 'gel').map((n) => n._id)).toEqual(['skin', 'clean', 'gel']);
    expect(findCategoryPath(tree, 'nope')).toEqual([]);
  });
});

describe('allowedParentIds (moving a category)', () => {
  it('never under itself or a descendant', () => {
    const clean = tree[0]!.children[0]!;
    const allowed = allowedParentIds(tree, clean);
    expect(allowed.has('clean')).toBe(false);
    expect(allowed.has('foam')).toBe(false);
  });

  it('keeps the tree within three levels', () => {
    const clean = tree[0]!.children[0]!; // spans 2 levels: may sit under a root only
    expect(subtreeDepth(clean)).toBe(2);
    expect([...allowedParentIds(tree, clean)].sort()).toEqual(['makeup', 'skin']);
    const makeup = tree[1]!; // a leaf: under a root or a level-1 category
    expect([...allowedParentIds(tree, makeup)].sort()).toEqual(['clean', 'serum', 'skin']);
    const skin = tree[0]!; // spans 3 levels: stays at the top
    expect(allowedParentIds(tree, skin).size).toBe(0);
  });
});

describe('toCategoryRows', () => {
  const counts = new Map([
    ['foam', 4],
    ['gel', 3],
    ['serum', 5],
    ['makeup', 2],
  ]);

  it('counts a parent over its subtree', () => {
    const [skin, makeup] = toCategoryRows(tree, counts);
    expect(skin?.productCount).toBe(12);
    expect(skin?.children?.[0]?.productCount).toBe(7);
    expect(makeup?.productCount).toBe(2);
    expect(makeup?.children).toBeUndefined();
  });

  it('keeps matches and their ancestors when searching, with whole-subtree counts', () => {
    const rows = toCategoryRows(tree, counts, (n) => n._id === 'gel');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.productCount).toBe(12);
    expect(rows[0]?.children?.[0]?.children?.map((r) => r._id)).toEqual(['gel']);
  });
});
