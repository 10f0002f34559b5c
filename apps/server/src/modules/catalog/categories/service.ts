import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type Category,
  type CategoryFilterItem,
  type CategoryNode,
  type Pagination,
} from '@lumi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { paginate } from '../../../lib/pagination';
import type { CatalogCache } from '../cache';
import { CategoryTree, type CategoryLevel } from '../category-tree';
import { baseSlug, pickSlug } from '../../../lib/slug';
import { categoriesRepository, type NewCategory } from './repository';

export type CategoriesService = ReturnType<typeof createCategoriesService>;

type CategoryInput = {
  name?: string | undefined;
  parent?: string | null | undefined;
  level?: CategoryLevel | undefined;
};

const SLUG_FALLBACK = 'danh-muc';
const MAX_LEVEL = 2;

export function createCategoriesService(deps: { db: Db; cache: CatalogCache }) {
  const repo = (db: Db = deps.db) => categoriesRepository(db);
  /** Writes decide on the tree as it stands in the database, never on a cached copy. */
  const freshTree = async () => new CategoryTree(await repo().all());

  /** Product counts per category, a parent counting the products of its whole subtree. */
  async function subtreeCounts(tree: CategoryTree): Promise<Map<string, number>> {
    const direct = await repo().directProductCounts();
    const out = new Map<string, number>();
    for (const c of [...tree.ordered].reverse()) {
      const own = direct.get(c.id) ?? 0;
      const below = tree.childrenOf(c.id).reduce((sum, child) => sum + (out.get(child.id) ?? 0), 0);
      out.set(c.id, own + below);
    }
    return out;
  }

  async function freeSlug(name: string, ownSlug?: string): Promise<string> {
    const taken = await repo().slugsLike(baseSlug(name, SLUG_FALLBACK));
    if (ownSlug) taken.delete(ownSlug);
    return pickSlug(name, taken, SLUG_FALLBACK);
  }

  /** The parent a category may hang under, and the level that follows from it (api-contract §3.4). */
  async function placement(tree: CategoryTree, parentId: string | null, movingId?: string) {
    if (parentId === null) return { level: 0 as CategoryLevel };
    const parent = tree.get(parentId);
    if (!parent || parent.level >= MAX_LEVEL) throw new AppError('CATEGORY_PARENT_INVALID');
    if (movingId && tree.subtreeIds(movingId).includes(parentId))
      throw new AppError('CATEGORY_PARENT_INVALID');
    const level = (parent.level + 1) as CategoryLevel;
    if (movingId && level + tree.heightOf(movingId) > MAX_LEVEL)
      throw new AppError('CATEGORY_PARENT_INVALID');
    // Products belong to leaves only: a category holding products cannot receive children.
    if (await repo().hasProducts(parentId)) throw new AppError('CATEGORY_HAS_PRODUCTS');
    return { level };
  }

  async function answer(id: string): Promise<Category> {
    const tree = await deps.cache.tree();
    const record = tree.get(id);
    if (!record) throw new AppError('CATEGORY_NOT_FOUND');
    return tree.toCategory(record, (await subtreeCounts(tree)).get(id) ?? 0);
  }

  return {
    /** The whole tree (menu, product form). */
    tree: async (): Promise<CategoryNode[]> => (await deps.cache.tree()).toNodes(),

    /** Flat, in tree order, for filter selects. */
    filterItems: async (): Promise<CategoryFilterItem[]> => (await deps.cache.tree()).toFilterItems(),

    /** Every category, flat in tree order, with its product count. */
    async all(): Promise<Category[]> {
      const tree = await deps.cache.tree();
      const counts = await subtreeCounts(tree);
      return tree.ordered.map((c) => tree.toCategory(c, counts.get(c.id) ?? 0));
    },

    /** Flat page of categories by level then name, optionally only those whose name matches. */
    async page(query: {
      page?: number | undefined;
      pageSize?: number | undefined;
      name?: string | undefined;
    }): Promise<{ items: Category[]; pagination: Pagination }> {
      const page = query.page ?? DEFAULT_PAGE;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const tree = await deps.cache.tree();
      const [counts, matching] = await Promise.all([
        subtreeCounts(tree),
        query.name ? repo().idsMatching(query.name) : Promise.resolve(null),
      ]);
      const list = tree.ordered
        .filter((c) => matching === null || matching.has(c.id))
        .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, 'vi'));
      const items = list
        .slice((page - 1) * pageSize, page * pageSize)
        .map((c) => tree.toCategory(c, counts.get(c.id) ?? 0));
      return { items, pagination: paginate(page, pageSize, list.length) };
    },

    async create(input: {
      name: string;
      parent?: string | null | undefined;
      level?: CategoryLevel | undefined;
    }) {
      const tree = await freshTree();
      const parentId = input.parent ?? null;
      const { level } = await placement(tree, parentId);
      if (input.level !== undefined && input.level !== level) throw new AppError('CATEGORY_PARENT_INVALID');
      if (await repo().nameTaken(input.name)) throw new AppError('CATEGORY_NAME_TAKEN');
      const position = await repo().nextPosition(parentId);
      // The unique indexes decide a race: a taken name is reported, a taken slug is picked again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = await freeSlug(input.name);
        const id = await repo().insert({ name: input.name, slug, parentId, level, position });
        if (id) {
          deps.cache.invalidateAll();
          return answer(id);
        }
        if (await repo().nameTaken(input.name)) throw new AppError('CATEGORY_NAME_TAKEN');
      }
      throw new AppError('CATEGORY_NAME_TAKEN');
    },

    async update(id: string, input: CategoryInput): Promise<Category> {
      const tree = await freshTree();
      const current = tree.get(id);
      if (!current) throw new AppError('CATEGORY_NOT_FOUND');
      const parentId = input.parent === undefined ? current.parentId : input.parent;
      const moves = parentId !== current.parentId;
      const level = moves ? (await placement(tree, parentId, id)).level : current.level;
      if (input.level !== undefined && input.level !== level) throw new AppError('CATEGORY_PARENT_INVALID');
      const renames = input.name !== undefined && input.name !== current.name;
      if (renames && input.name && (await repo().nameTaken(input.name, id)))
        throw new AppError('CATEGORY_NAME_TAKEN');

      const values: Partial<NewCategory> & { position?: number } = {};
      if (renames && input.name) {
        values.name = input.name;
        values.slug = await freeSlug(input.name, current.slug);
      }
      if (moves) {
        values.parentId = parentId;
        values.level = level;
        values.position = await repo().nextPosition(parentId);
      }
      if (Object.keys(values).length > 0) {
        const descendants = tree.subtreeIds(id).filter((x) => x !== id);
        await deps.db.transaction(async (tx) => {
          await repo(tx).update(id, values);
          if (moves) await repo(tx).shiftLevels(descendants, level - current.level);
        });
        deps.cache.invalidateAll();
      }
      return answer(id);
    },

    async remove(id: string): Promise<{ _id: string }> {
      const tree = await freshTree();
      if (!tree.get(id)) throw new AppError('CATEGORY_NOT_FOUND');
      if (!tree.isLeaf(id)) throw new AppError('CATEGORY_HAS_CHILDREN');
      if (await repo().hasProducts(id)) throw new AppError('CATEGORY_HAS_PRODUCTS');
      await repo().remove(id);
      deps.cache.invalidateAll();
      return { _id: id };
    },
  };
}
