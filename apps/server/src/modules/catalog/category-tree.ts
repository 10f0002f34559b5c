import type { Category, CategoryFilterItem, CategoryNode } from '@lumi/shared';

export type CategoryLevel = 0 | 1 | 2;

export type CategoryRecord = {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  level: CategoryLevel;
  position: number;
};

type Node = CategoryRecord & { children: Node[] };

const byPositionThenName = (a: CategoryRecord, b: CategoryRecord) =>
  a.position - b.position || a.name.localeCompare(b.name, 'vi');

/**
 * The whole category tree (decision 11: three levels), held in memory: it is small, read by nearly every catalogue
 * answer (a product's path root → leaf, a listing's subtree, filter blocks) and changes rarely.
 */
export class CategoryTree {
  private readonly byId = new Map<string, Node>();
  private readonly bySlug = new Map<string, Node>();
  private readonly roots: Node[] = [];
  private readonly subtreeCache = new Map<string, string[]>();
  /** Every category in tree order: a parent, then its children depth first; siblings by position, then name. */
  readonly ordered: readonly CategoryRecord[];

  constructor(records: readonly CategoryRecord[]) {
    for (const r of records) {
      const node: Node = { ...r, children: [] };
      this.byId.set(r.id, node);
      this.bySlug.set(r.slug, node);
    }
    for (const node of this.byId.values()) {
      const parent = node.parentId ? this.byId.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else this.roots.push(node);
    }
    const ordered: CategoryRecord[] = [];
    const visit = (nodes: Node[]) => {
      nodes.sort(byPositionThenName);
      for (const n of nodes) {
        ordered.push(n);
        visit(n.children);
      }
    };
    visit(this.roots);
    this.ordered = ordered;
  }

  get(id: string): CategoryRecord | undefined {
    return this.byId.get(id);
  }

  getBySlug(slug: string): CategoryRecord | undefined {
    return this.bySlug.get(slug);
  }

  childrenOf(id: string | null): CategoryRecord[] {
    return id === null ? [...this.roots] : [...(this.byId.get(id)?.children ?? [])];
  }

  isLeaf(id: string): boolean {
    return (this.byId.get(id)?.children.length ?? 0) === 0;
  }

  /** The category and all its descendants, in tree order. */
  subtreeIds(id: string): string[] {
    const cached = this.subtreeCache.get(id);
    if (cached) return cached;
    const out: string[] = [];
    const visit = (node: Node | undefined) => {
      if (!node) return;
      out.push(node.id);
      node.children.forEach(visit);
    };
    visit(this.byId.get(id));
    this.subtreeCache.set(id, out);
    return out;
  }

  /** The union of the subtrees of these ids (unknown ids are ignored). */
  unionOfSubtrees(ids: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const id of ids) for (const x of this.subtreeIds(id)) out.add(x);
    return out;
  }

  /** Levels below the category: 0 for a leaf, up to 2 for a root with grandchildren. */
  heightOf(id: string): number {
    const node = this.byId.get(id);
    if (!node || node.children.length === 0) return 0;
    return 1 + Math.max(...node.children.map((c) => this.heightOf(c.id)));
  }

  /** Root → the category itself. */
  pathOf(id: string): CategoryRecord[] {
    const out: CategoryRecord[] = [];
    for (
      let node = this.byId.get(id);
      node;
      node = node.parentId ? this.byId.get(node.parentId) : undefined
    ) {
      out.unshift(node);
      if (out.length > 3) break;
    }
    return out;
  }

  /** The categories (any level) whose subtree holds one of these leaf ids, in tree order. */
  withDescendantsAmong(leafIds: ReadonlySet<string>): CategoryRecord[] {
    const keep = new Set<string>();
    for (const id of leafIds) for (const c of this.pathOf(id)) keep.add(c.id);
    return this.ordered.filter((c) => keep.has(c.id));
  }

  toNodes(): CategoryNode[] {
    const convert = (n: Node): CategoryNode => ({
      _id: n.id,
      name: n.name,
      slug: n.slug,
      level: n.level,
      parent: n.parentId,
      children: n.children.map(convert),
    });
    return this.roots.map(convert);
  }

  toCategory(record: CategoryRecord, productCount?: number): Category {
    const parent = record.parentId ? this.byId.get(record.parentId) : undefined;
    return {
      _id: record.id,
      name: record.name,
      slug: record.slug,
      level: record.level,
      parent: parent ? { _id: parent.id, name: parent.name, slug: parent.slug } : null,
      ...(productCount === undefined ? {} : { productCount }),
    };
  }

  toFilterItems(): CategoryFilterItem[] {
    return this.ordered.map((c) => ({ _id: c.id, name: c.name, level: c.level, parent: c.parentId }));
  }
}
