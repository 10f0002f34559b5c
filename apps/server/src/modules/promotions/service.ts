import {
  ERRORS,
  VALIDATION,
  toLocalDate,
  type CreatePromotionBody,
  type Image,
  type Pagination,
  type ProductSummary,
  type Promotion,
  type PromotionInfo,
  type UpdatePromotionBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError, type FieldIssue } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../../lib/pagination';
import { SlugTakenError } from '../../lib/slug';
import type { UploadsService } from '../uploads/service';
import { isBeforeToday, parsePromotionDate } from './dates';
import { toPromotionDto, toPromotionInfo } from './dto';
import { promotionsRepository, type ItemInput, type PromotionRow } from './repository';

/** What promotions need from the catalogue: product summaries, and a way to drop its cached answers. */
export type PromotionCatalog = {
  summariesByIds(ids: string[], options: { includeHidden: boolean }): Promise<ProductSummary[]>;
  /** Drops cached listing answers that depend on running promotions. */
  invalidate(): void;
};

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = out.get(k);
    if (group) group.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export function createPromotionsService(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadsService;
  catalog: PromotionCatalog;
}) {
  const repo = () => promotionsRepository(deps.db);

  async function summariesFor(productIds: string[]): Promise<Map<string, ProductSummary>> {
    if (productIds.length === 0) return new Map();
    const list = await deps.catalog.summariesByIds([...new Set(productIds)], { includeHidden: true });
    return new Map(list.map((p) => [p._id, p]));
  }

  async function dtoOf(row: PromotionRow): Promise<Promotion> {
    const items = await repo().itemsOf([row.id]);
    const summaries = await summariesFor(items.map((i) => i.productId));
    return toPromotionDto(row, items, summaries, deps.clock.now());
  }

  async function mustFind(id: string): Promise<PromotionRow> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  function parseDate(text: string, bound: 'start' | 'end'): Date {
    const date = parsePromotionDate(text, bound);
    if (!date) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: bound === 'start' ? 'startDate' : 'endDate', message: VALIDATION.dateInvalid }],
      });
    }
    return date;
  }

  function checkPeriod(startsAt: Date, endsAt: Date, checkStart: boolean): void {
    if (checkStart && isBeforeToday(startsAt, deps.clock.now())) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'startDate', message: VALIDATION.startDateInPast }],
      });
    }
    if (endsAt < startsAt) {
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'endDate', message: VALIDATION.endBeforeStart }],
      });
    }
  }

  function itemsOf(input: NonNullable<UpdatePromotionBody['products']>): ItemInput[] {
    return input.map((p) => ({
      productId: p.product,
      discountPercentage: p.discountPercentage,
      maxQty: p.maxQty ?? null,
      maxDiscountAmount: p.maxDiscountAmount ?? null,
    }));
  }

  async function checkProductsExist(items: ItemInput[]): Promise<void> {
    const existing = await repo().existingProductIds(items.map((i) => i.productId));
    const errors: FieldIssue[] = items.flatMap((item, i) =>
      existing.has(item.productId)
        ? []
        : [{ path: `products.${i}.product`, message: ERRORS.PRODUCT_NOT_FOUND.message }],
    );
    if (errors.length) throw new AppError('PRODUCT_NOT_FOUND', { errors });
  }

  /** The 409 naming each product that another active promotion already covers in the period. */
  async function conflictError(
    items: ItemInput[],
    period: { startsAt: Date; endsAt: Date },
    exceptPromotionId?: string,
  ): Promise<AppError | null> {
    const found = await repo().conflicts({
      productIds: items.map((i) => i.productId),
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      exceptPromotionId,
    });
    if (found.length === 0) return null;
    const byProduct = new Map(found.map((c) => [c.productId, c]));
    const errors: FieldIssue[] = items.flatMap((item, i) => {
      const c = byProduct.get(item.productId);
      return c
        ? [
            {
              path: `products.${i}.product`,
              message: `Sản phẩm "${c.productName}" đang có khuyến mãi khác trong thời gian này`,
            },
          ]
        : [];
    });
    return new AppError('PROMOTION_PRODUCT_CONFLICT', { errors });
  }

  /**
   * Runs a write; the exclusion constraint refuses an overlap that a concurrent write created after the check
   * above: that refusal is the same 409, naming the products as they now stand.
   */
  async function guarded<T>(
    write: () => Promise<T>,
    conflict: () => Promise<AppError | null>,
    onFailure: () => Promise<void>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await onFailure();
      if (error instanceof AppError && error.code === 'PROMOTION_PRODUCT_CONFLICT')
        throw (await conflict()) ?? error;
      throw error;
    }
  }

  /**
   * Writes with the slug of `name` (or none when `name` is undefined: the slug stays). Two promotions of one name
   * written at once may pick the same slug: the unique index refuses the second, which takes the next one.
   */
  async function withFreshSlug<N extends string | undefined, T>(
    name: N,
    exceptId: string | undefined,
    write: (slug: N) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      // A name gives a slug, no name none: N says which at the call site.
      const slug = (name === undefined ? undefined : await repo().uniqueSlug(name, exceptId)) as N;
      try {
        return await write(slug);
      } catch (error) {
        if (slug === undefined || !(error instanceof SlugTakenError) || attempt >= 5) throw error;
      }
    }
  }

  function afterWrite(): void {
    deps.catalog.invalidate();
  }

  return {
    async list(query: {
      page: number;
      pageSize: number;
      startDate?: string | undefined;
      endDate?: string | undefined;
    }): Promise<{ items: Promotion[]; pagination: Pagination }> {
      const { rows, total } = await repo().list({
        page: query.page,
        pageSize: query.pageSize,
        from: query.startDate ? parseDate(query.startDate, 'start') : undefined,
        to: query.endDate ? parseDate(query.endDate, 'end') : undefined,
      });
      const items = await repo().itemsOf(rows.map((r) => r.id));
      const summaries = await summariesFor(items.map((i) => i.productId));
      const now = deps.clock.now();
      const byPromotion = groupBy(items, (i) => i.promotionId);
      return {
        items: rows.map((row) => toPromotionDto(row, byPromotion.get(row.id) ?? [], summaries, now)),
        pagination: paginate(query.page, query.pageSize, total),
      };
    },

    async get(id: string): Promise<Promotion> {
      return dtoOf(await mustFind(id));
    },

    async create(actorId: string, input: CreatePromotionBody): Promise<Promotion> {
      const startsAt = parseDate(input.startDate, 'start');
      const endsAt = parseDate(input.endDate, 'end');
      checkPeriod(startsAt, endsAt, true);
      const isActive = input.isActive ?? true;
      const items = itemsOf(input.products);
      await checkProductsExist(items);
      const period = { startsAt, endsAt };
      // Checked before the banner is claimed: a refused form must not cost the client its upload.
      if (isActive) {
        const conflict = await conflictError(items, period);
        if (conflict) throw conflict;
      }
      const banner = await deps.uploads.claim(input.banner, { kind: 'admin', id: actorId }, null);
      const insert = () =>
        withFreshSlug(input.name, undefined, (slug) =>
          deps.db.transaction((tx) =>
            promotionsRepository(tx).insert(
              { name: input.name, slug, description: input.description, banner, startsAt, endsAt, isActive },
              items,
            ),
          ),
        );
      const row = await guarded(
        insert,
        () => conflictError(items, period),
        () => repo().unclaimUpload(banner.publicId),
      );
      afterWrite();
      return dtoOf(row);
    },

    async update(actorId: string, id: string, input: UpdatePromotionBody): Promise<Promotion> {
      const current = await mustFind(id);
      const startsAt = input.startDate !== undefined ? parseDate(input.startDate, 'start') : current.startsAt;
      const endsAt = input.endDate !== undefined ? parseDate(input.endDate, 'end') : current.endsAt;
      // An unchanged start may lie in the past (a running promotion is edited); a moved one may not.
      checkPeriod(startsAt, endsAt, startsAt.getTime() !== current.startsAt.getTime());
      const isActive = input.isActive ?? current.isActive;
      const items = input.products ? itemsOf(input.products) : undefined;
      if (items) {
        await checkProductsExist(items);
        const used = await repo().usedQuantities(id);
        const errors: FieldIssue[] = items.flatMap((item, i) => {
          const sold = used.get(item.productId) ?? 0;
          return item.maxQty !== null && item.maxQty < sold
            ? [
                {
                  path: `products.${i}.maxQty`,
                  message: `Số lượng khuyến mãi không được nhỏ hơn số đã bán (${sold})`,
                },
              ]
            : [];
        });
        if (errors.length) throw new AppError('VALIDATION_ERROR', { errors });
      }
      const period = { startsAt, endsAt };
      const covered = async (): Promise<ItemInput[]> =>
        items ??
        (await repo().itemsOf([id])).map((i) => ({
          productId: i.productId,
          discountPercentage: i.discountPercentage,
          maxQty: i.maxQty,
          maxDiscountAmount: i.maxDiscountAmount,
        }));
      if (isActive) {
        const conflict = await conflictError(await covered(), period, id);
        if (conflict) throw conflict;
      }
      let banner: Image = current.banner;
      if (input.banner !== undefined) {
        banner = await deps.uploads.claim(input.banner, { kind: 'admin', id: actorId }, current.banner);
      }
      const bannerChanged = banner.publicId !== current.banner.publicId;
      const rename = input.name !== undefined && input.name !== current.name ? input.name : undefined;
      await guarded(
        () =>
          withFreshSlug(rename, id, (slug) =>
            deps.db.transaction((tx) =>
              promotionsRepository(tx).update(
                id,
                {
                  ...(input.name !== undefined ? { name: input.name } : {}),
                  ...(slug !== undefined ? { slug } : {}),
                  ...(input.description !== undefined ? { description: input.description } : {}),
                  ...(bannerChanged ? { banner } : {}),
                  startsAt,
                  endsAt,
                  isActive,
                },
                items,
              ),
            ),
          ),
        async () => conflictError(await covered(), period, id),
        async () => {
          if (bannerChanged) await repo().unclaimUpload(banner.publicId);
        },
      );
      if (bannerChanged) await deps.uploads.release(current.banner);
      afterWrite();
      return dtoOf(await mustFind(id));
    },

    async remove(id: string): Promise<{ _id: string }> {
      const current = await mustFind(id);
      await repo().remove(id);
      await deps.uploads.release(current.banner);
      afterWrite();
      return { _id: id };
    },

    /** Running promotions for the storefront pop-up (api-contract §3.3 promotions-info). */
    async info(): Promise<PromotionInfo[]> {
      const now = deps.clock.now();
      const running = await repo().running(now);
      const products = await repo().visibleProductsOf(
        running.map((r) => r.id),
        toLocalDate(now),
      );
      const byPromotion = groupBy(products, (p) => p.promotionId);
      return running
        .map((row) => toPromotionInfo(row, byPromotion.get(row.id) ?? []))
        .filter((info) => info.products.length > 0);
    },
  };
}
