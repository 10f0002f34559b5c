import {
  PRODUCT_TAGS,
  SKIN_CONCERNS,
  SKIN_TYPES,
  VALIDATION,
  ingredientFlags,
  type CreateProductBody,
  type Image,
  type Pagination,
  type Product,
  type ProductTag,
  type PromotionCandidate,
  type UpdateProductBody,
  type VariantInput,
} from '@lumi/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { KeptBytes } from '../../../lib/compression';
import { sanitizeRichText } from '../../../lib/html';
import { paginate } from '../../../lib/pagination';
import type { UploadsService } from '../../uploads/service';
import { brandsRepository } from '../brands/repository';
import type { CatalogCache } from '../cache';
import { categoriesRepository } from '../categories/repository';
import { CategoryTree } from '../category-tree';
import { baseSlug, pickSlug, SlugTakenError } from '../../../lib/slug';
import { toProduct, toPromotionCandidate, type ExpiryWindow } from './dto';
import { productsRepository, type ListOptions, type ProductFilter, type ProductRow } from './repository';
import { calendarOf, createShopReads } from './shop';

export type { Listing, ListingQuery } from './shop';

export type ProductsService = ReturnType<typeof createProductsService>;

const SLUG_FALLBACK = 'san-pham';

function imagesOf(p: {
  mainImage: Image | null | undefined;
  images?: Image[] | undefined;
  variants?: { image?: Image | null | undefined }[] | undefined;
}): Image[] {
  return [
    ...(p.mainImage ? [p.mainImage] : []),
    ...(p.images ?? []),
    ...(p.variants ?? []).flatMap((v) => (v.image ? [v.image] : [])),
  ];
}

/**
 * The skin columns a write sets (issue 32): the INCI list with the ingredient families read from it (kept together on
 * every write), the skin types and concerns in their enums' order. Fields the body leaves out are left as they are.
 */
function skinValues(body: {
  ingredients?: string[] | undefined;
  skinTypes?: string[] | undefined;
  concerns?: string[] | undefined;
}) {
  return {
    ...(body.ingredients !== undefined
      ? { ingredients: body.ingredients, ingredientFlags: ingredientFlags(body.ingredients) }
      : {}),
    ...(body.skinTypes !== undefined
      ? { skinTypes: SKIN_TYPES.filter((t) => body.skinTypes?.includes(t)) }
      : {}),
    ...(body.concerns !== undefined
      ? { concerns: SKIN_CONCERNS.filter((c) => body.concerns?.includes(c)) }
      : {}),
  };
}

export function createProductsService(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadsService;
  cache: CatalogCache;
  almostExpiredDays: number;
}) {
  const repo = (db: Db = deps.db) => productsRepository(db);

  const calendar = () => calendarOf(deps);
  const shop = createShopReads(deps);

  async function list(filter: ProductFilter, options: Omit<ListOptions, 'now'>, now: Date) {
    return repo().list(filter, { ...options, now });
  }

  async function adminProducts(rows: ProductRow[], window: ExpiryWindow): Promise<Product[]> {
    const tree = await deps.cache.tree();
    return rows.map((row) => toProduct(row, tree, window, { admin: true }));
  }

  async function adminDetail(id: string): Promise<Product> {
    const cal = calendar();
    const { rows } = await list(
      { ids: [id] },
      { sort: 'newest', limit: 1, offset: 0, withDescription: true, withTotal: false },
      cal.now,
    );
    const [product] = await adminProducts(rows, cal);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  }

  async function writeSlug(name: string, ownSlug?: string): Promise<string> {
    const taken = await repo().slugsLike(baseSlug(name, SLUG_FALLBACK));
    if (ownSlug) taken.delete(ownSlug);
    return pickSlug(name, taken, SLUG_FALLBACK);
  }

  /** The body's expiry (a real day: the schema checks that) must be today or later (an unchanged one may have passed). */
  function checkExpiry(expiry: string, today: string, unchanged?: string) {
    if (expiry < today && expiry !== unchanged) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'expiry', message: VALIDATION.expiryInPast }],
      });
    }
  }

  function cleanDescription(html: string): string {
    const clean = sanitizeRichText(html);
    if (clean === '') {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'description', message: VALIDATION.descriptionRequired }],
      });
    }
    return clean;
  }

  /** Brand and leaf category of a product form, read fresh from the database (writes never trust a cache). */
  async function checkRefs(brandId: string | undefined, categoryId: string | undefined) {
    if (brandId !== undefined && !(await brandsRepository(deps.db).findById(brandId)))
      throw new AppError('BRAND_NOT_FOUND');
    if (categoryId !== undefined) {
      const tree = new CategoryTree(await categoriesRepository(deps.db).all());
      if (!tree.get(categoryId)) throw new AppError('CATEGORY_NOT_FOUND');
      if (!tree.isLeaf(categoryId)) throw new AppError('CATEGORY_NOT_LEAF');
    }
  }

  /**
   * Makes the form's images the product's (api-contract §1.9): a file the product already uses stays; any other
   * must be an unattached upload of the acting admin. Returns the canonical images by public id and the ids newly
   * claimed (given back if the write then fails).
   */
  async function claimImages(actorId: string, wanted: Image[], current: Image[]) {
    const owned = new Map(current.map((i) => [i.publicId, i]));
    const resolved = new Map<string, Image>();
    const claimed: string[] = [];
    try {
      for (const image of wanted) {
        if (resolved.has(image.publicId)) continue;
        const kept = owned.get(image.publicId);
        if (kept) {
          resolved.set(image.publicId, kept);
          continue;
        }
        resolved.set(image.publicId, await deps.uploads.claim(image, { kind: 'admin', id: actorId }, null));
        claimed.push(image.publicId);
      }
    } catch (error) {
      await deps.uploads.unclaim(claimed);
      throw error;
    }
    const pick = (image: Image): Image => resolved.get(image.publicId) ?? image;
    return { pick, claimed };
  }

  /** Runs a write; a lost race on the slug picks another one, any failure gives the claimed files back. */
  async function writeWithSlugRetry(claimed: string[], write: () => Promise<void>): Promise<void> {
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await write();
          return;
        } catch (error) {
          if (!(error instanceof SlugTakenError) || attempt >= 3) throw error;
        }
      }
    } catch (error) {
      await deps.uploads.unclaim(claimed);
      throw error;
    }
  }

  const variantRows = (
    variants: VariantInput[] | { name: string; code: string; image?: Image | null; stock: number }[],
    current: { id: string; name: string }[],
    pick: (image: Image) => Image,
  ) =>
    variants.map((v) => ({
      id: current.find((c) => c.name.toLowerCase() === v.name.trim().toLowerCase())?.id,
      name: v.name,
      code: v.code.toUpperCase(),
      image: v.image ? pick(v.image) : null,
      stock: v.stock,
    }));

  return {
    async adminList(query: {
      page: number;
      pageSize: number;
      name?: string | undefined;
      category?: string | undefined;
      brand?: string | undefined;
      tag?: ProductTag | undefined;
      sort?: 'asc' | 'desc' | undefined;
    }): Promise<{ items: Product[]; pagination: Pagination }> {
      const cal = calendar();
      const tree = await deps.cache.tree();
      const filter: ProductFilter = {
        ...(query.name ? { search: query.name } : {}),
        ...(query.category ? { categoryIds: tree.subtreeIds(query.category) } : {}),
        ...(query.brand ? { brandIds: [query.brand] } : {}),
        ...(query.tag ? { tags: [query.tag] } : {}),
      };
      const { rows, total } = await list(
        filter,
        {
          sort: query.sort === 'desc' ? 'priceDesc' : 'priceAsc',
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          // The whole Product: the back office edits a row of this list in place.
          withDescription: true,
        },
        cal.now,
      );
      return {
        items: await adminProducts(rows, cal),
        pagination: paginate(query.page, query.pageSize, total),
      };
    },

    async create(actorId: string, body: CreateProductBody): Promise<Product> {
      const cal = calendar();
      checkExpiry(body.expiry, cal.today);
      const description = cleanDescription(body.description);
      await checkRefs(body.brand, body.category);
      const variants = body.variants ?? [];
      const { pick, claimed } = await claimImages(
        actorId,
        imagesOf({ mainImage: body.mainImage, images: body.images, variants }),
        [],
      );
      let id = '';
      await writeWithSlugRetry(claimed, async () => {
        const slug = await writeSlug(body.name);
        await deps.db.transaction(async (tx) => {
          id = await repo(tx).insert({
            name: body.name,
            slug,
            brandId: body.brand,
            categoryId: body.category,
            price: body.price,
            cost: body.cost,
            capacity: body.capacity ? body.capacity : null,
            ...(body.weight !== undefined ? { weight: body.weight } : {}),
            expiry: body.expiry,
            tags: PRODUCT_TAGS.filter((t) => body.tags?.includes(t)),
            ...skinValues(body),
            mainImage: pick(body.mainImage),
            images: (body.images ?? []).map(pick),
            description,
            enable: body.enable ?? true,
            stock: variants.length > 0 ? null : (body.stock ?? 0),
          });
          await repo(tx).replaceVariants(id, variantRows(variants, [], pick));
          await repo(tx).refreshSearchText({ productId: id });
        });
      });
      deps.cache.invalidateScopes();
      return adminDetail(id);
    },

    async update(actorId: string, id: string, body: UpdateProductBody): Promise<Product> {
      const cal = calendar();
      const current = await repo().findRow(id);
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      if (body.expiry !== undefined) checkExpiry(body.expiry, cal.today, current.expiry);
      const description = body.description !== undefined ? cleanDescription(body.description) : undefined;
      await checkRefs(
        body.brand !== undefined && body.brand !== current.brandId ? body.brand : undefined,
        body.category !== undefined && body.category !== current.categoryId ? body.category : undefined,
      );

      // Stock or variants (decision 11): the product ends with exactly one of them, whichever the form switched to.
      const currentVariants = current.variants.map((v) => ({ ...v, image: v.image ?? null }));
      const variantsGiven = body.variants !== undefined;
      const stockGiven = body.stock !== undefined;
      const variants =
        variantsGiven && body.variants
          ? body.variants
          : stockGiven && body.stock !== null
            ? []
            : currentVariants;
      const stock = stockGiven
        ? (body.stock ?? null)
        : variantsGiven && (body.variants?.length ?? 0) > 0
          ? null
          : current.stock;
      if (variants.length > 0 === (stock !== null)) {
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'stock', message: VALIDATION.stockOrVariants }],
        });
      }
      const variantsChange = variants !== currentVariants;

      const mainImage = body.mainImage ?? current.mainImage;
      const images = body.images ?? current.images;
      const before = imagesOf({
        mainImage: current.mainImage,
        images: current.images,
        variants: currentVariants,
      });
      const { pick, claimed } = await claimImages(actorId, imagesOf({ mainImage, images, variants }), before);

      const renames = body.name !== undefined && body.name !== current.name;
      const searchChanges =
        renames ||
        (body.brand !== undefined && body.brand !== current.brandId) ||
        (body.capacity !== undefined && (body.capacity || null) !== current.capacity);
      await writeWithSlugRetry(claimed, async () => {
        const slug = renames && body.name ? await writeSlug(body.name, current.slug) : undefined;
        await deps.db.transaction(async (tx) => {
          await repo(tx).update(id, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(slug !== undefined ? { slug } : {}),
            ...(body.brand !== undefined ? { brandId: body.brand } : {}),
            ...(body.category !== undefined ? { categoryId: body.category } : {}),
            ...(body.price !== undefined ? { price: body.price } : {}),
            ...(body.cost !== undefined ? { cost: body.cost } : {}),
            ...(body.capacity !== undefined ? { capacity: body.capacity ? body.capacity : null } : {}),
            ...(body.weight !== undefined ? { weight: body.weight } : {}),
            ...(body.expiry !== undefined ? { expiry: body.expiry } : {}),
            ...(body.tags !== undefined ? { tags: PRODUCT_TAGS.filter((t) => body.tags?.includes(t)) } : {}),
            ...skinValues(body),
            mainImage: pick(mainImage),
            images: images.map(pick),
            ...(description !== undefined ? { description } : {}),
            ...(body.enable !== undefined ? { enable: body.enable } : {}),
            stock,
          });
          if (variantsChange)
            await repo(tx).replaceVariants(id, variantRows(variants, current.variants, pick));
          if (searchChanges) await repo(tx).refreshSearchText({ productId: id });
        });
      });

      // Files the product no longer shows are deleted (api-contract §1.9).
      const kept = new Set(imagesOf({ mainImage, images, variants }).map((i) => i.publicId));
      for (const image of before) if (!kept.has(image.publicId)) await deps.uploads.release(image);
      deps.cache.invalidateScopes();
      return adminDetail(id);
    },

    /**
     * Deletes a product and its files; a product that orders reference is hidden instead, `{ deleted: false }`.
     */
    async remove(id: string): Promise<{ _id: string; deleted: boolean }> {
      const current = await repo().findRow(id);
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      if (await repo().isOrdered(id)) {
        // Orders keep their lines: a product they reference is hidden, its files kept.
        await repo().update(id, { enable: false });
        deps.cache.invalidateScopes();
        return { _id: id, deleted: false };
      }
      await repo().remove(id);
      const files = imagesOf({
        mainImage: current.mainImage,
        images: current.images,
        variants: current.variants,
      });
      for (const image of new Map(files.map((i) => [i.publicId, i])).values())
        await deps.uploads.release(image);
      deps.cache.invalidateScopes();
      return { _id: id, deleted: true };
    },

    /** Products flagged almost expired or expired, soonest first. */
    async almostExpired(query: {
      page: number;
      pageSize: number;
    }): Promise<{ items: Product[]; pagination: Pagination }> {
      const cal = calendar();
      const { rows, total } = await list(
        { expiringBy: cal.almostBy },
        {
          sort: 'expiry',
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          withDescription: true,
        },
        cal.now,
      );
      return {
        items: await adminProducts(rows, cal),
        pagination: paginate(query.page, query.pageSize, total),
      };
    },

    /** Products the promotion form may pick (shop-visible), with their expiry, cost and next promotion. */
    async promotionCandidates(query: {
      page: number;
      pageSize: number;
      name?: string | undefined;
      sort?: 'asc' | 'desc' | undefined;
    }): Promise<{ items: PromotionCandidate[]; pagination: Pagination }> {
      const cal = calendar();
      const { rows, total } = await list(
        { visibleOn: cal.today, ...(query.name ? { search: query.name } : {}) },
        {
          sort: query.sort === 'desc' ? 'priceDesc' : 'priceAsc',
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          withUpcoming: true,
        },
        cal.now,
      );
      return {
        items: rows.map(toPromotionCandidate),
        pagination: paginate(query.page, query.pageSize, total),
      };
    },

    ...shop,

    /** Drops the cached filter blocks (call after a write to promotions; product writes do it themselves). */
    /** A public answer stored by `storeResponse` for the same request URL, while fresh (ADR 0008). */
    cachedResponse: (url: string): KeptBytes | undefined => deps.cache.response(url),
    storeResponse: (url: string, body: Buffer): KeptBytes => deps.cache.storeResponse(url, body),

    invalidate(): void {
      deps.cache.invalidateScopes();
    },
  };
}
