import { describe, expect, it } from 'vitest';
import { CategoryTree, type CategoryRecord } from './category-tree';

const rec = (id: string, parentId: string | null, level: 0 | 1 | 2, position = 0): CategoryRecord => ({
  id,
  name: id.toUpperCase(),
  slug: id,
  parentId,
  level,
  position,
});

// r1 → (a → a1, a2), (b); r2 (position 0 comes first)
const tree = new CategoryTree([
  rec('a2', 'a', 2, 1),
  rec('r1', null, 0, 1),
  rec('a', 'r1', 1),
  rec('b', 'r1', 1, 1),
  rec('a1', 'a', 2, 0),
  rec('r2', null, 0, 0),
]);

describe('CategoryTree', () => {
  it('orders the tree depth first, siblings by position then name', () => {
    expect(tree.ordered.map((c) => c.id)).toEqual(['r2', 'r1', 'a', 'a1', 'a2', 'b']);
  });

  it.each([
    ['r1', ['r1', 'a', 'a1', 'a2', 'b']],
    ['a', ['a', 'a1', 'a2']],
    ['a1', ['a1']],
    ['missing', []],
  ])('subtree of %s', (id, expected) => {
    expect(tree.subtreeIds(id)).toEqual(expected);
  });

  it.each([
    ['r1', 2],
    ['a', 1],
    ['a1', 0],
    ['r2', 0],
  ])('height of %s is %i', (id, height) => {
    expect(tree.heightOf(id)).toBe(height);
  });

  it('gives the path root → leaf and the parent reference', () => {
    expect(tree.pathOf('a2').map((c) => c.id)).toEqual(['r1', 'a', 'a2']);
    expect(tree.toCategory(tree.get('a2')!)).toEqual({
      _id: 'a2',
      name: 'A2',
      slug: 'a2',
      level: 2,
      parent: { _id: 'a', name: 'A', slug: 'a' },
    });
  });

  it('lists the categories above a set of leaves, in tree order', () => {
    expect(tree.withDescendantsAmong(new Set(['a2', 'b'])).map((c) => c.id)).toEqual(['r1', 'a', 'a2', 'b']);
    expect([...tree.unionOfSubtrees(['a', 'b', 'nope'])].sort()).toEqual(['a', 'a1', 'a2', 'b']);
  });

  it('builds nodes with ordered children', () => {
    const [r2, r1] = tree.toNodes();
    expect(r2).toEqual({ _id: 'r2', name: 'R2', slug: 'r2', level: 0, parent: null, children: [] });
    expect(r1?.children.map((c) => [c._id, c.children.map((x) => x._id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ]);
  });
});
