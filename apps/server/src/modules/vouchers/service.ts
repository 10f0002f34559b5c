import {
  VALIDATION,
  toLocalDate,
  voucherFieldIssues,
  voucherStatus,
  type CreateVoucherBody,
  type Pagination,
  type UpdateVoucherBody,
  type Voucher,
  type VoucherStatus,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageOf } from '../../lib/pagination';
import { vouchersRepository, type VoucherInsert, type VoucherRow } from './repository';

/**
 * Voucher codes (issue 31 item 1, ADR 0062): the admin creates, edits, switches off and deletes them and sees each
 * one's uses and cost. Orders take and give back their uses through `uses-repository.ts`.
 */
export function createVouchersService(deps: { db: Db; clock: Clock }) {
  const repo = (db: Db = deps.db) => vouchersRepository(db);

  async function dtos(rows: VoucherRow[]): Promise<Voucher[]> {
    const r = repo();
    const [costs, categories, brands] = await Promise.all([
      r.costs(rows.map((v) => v.id)),
      r.categoryNames([...new Set(rows.flatMap((v) => v.categoryIds))]),
      r.brandNames([...new Set(rows.flatMap((v) => v.brandIds))]),
    ]);
    const today = toLocalDate(deps.clock.now());
    return rows.map((v) => ({
      _id: v.id,
      code: v.code,
      name: v.name,
      kind: v.kind,
      value: v.value,
      maxDiscount: v.maxDiscount,
      minOrder: v.minOrder,
      categories: v.categoryIds.flatMap((id) => {
        const name = categories.get(id);
        return name === undefined ? [] : [{ _id: id, name }];
      }),
      brands: v.brandIds.flatMap((id) => {
        const name = brands.get(id);
        return name === undefined ? [] : [{ _id: id, name }];
      }),
      startDate: v.startDate,
      endDate: v.endDate,
      perCustomerLimit: v.perCustomerLimit,
      totalLimit: v.totalLimit,
      usedCount: v.usedCount,
      isActive: v.isActive,
      status: voucherStatus({ ...v, categoryIds: v.categoryIds, brandIds: v.brandIds }, today),
      cost: costs.get(v.id) ?? 0,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    }));
  }

  /** The categories and brands named must exist: an unknown id is the field's error. */
  async function checkScopes(body: { categories?: string[] | undefined; brands?: string[] | undefined }) {
    const r = repo();
    const issues: { path: string; message: string }[] = [];
    const categories = await r.categoryNames(body.categories ?? []);
    (body.categories ?? []).forEach((id, i) => {
      if (!categories.has(id)) issues.push({ path: `categories.${i}`, message: VALIDATION.invalid });
    });
    const brands = await r.brandNames(body.brands ?? []);
    (body.brands ?? []).forEach((id, i) => {
      if (!brands.has(id)) issues.push({ path: `brands.${i}`, message: VALIDATION.invalid });
    });
    if (issues.length) throw new AppError('VALIDATION_ERROR', { errors: issues });
  }

  function columnsOf(body: UpdateVoucherBody): Partial<VoucherInsert> {
    const columns: Partial<VoucherInsert> = {};
    if (body.code !== undefined) columns.code = body.code;
    if (body.name !== undefined) columns.name = body.name;
    if (body.kind !== undefined) columns.kind = body.kind;
    if (body.value !== undefined) columns.value = body.value;
    if (body.maxDiscount !== undefined) columns.maxDiscount = body.maxDiscount;
    if (body.minOrder !== undefined) columns.minOrder = body.minOrder;
    if (body.categories !== undefined) columns.categoryIds = [...new Set(body.categories)];
    if (body.brands !== undefined) columns.brandIds = [...new Set(body.brands)];
    if (body.startDate !== undefined) columns.startDate = body.startDate;
    if (body.endDate !== undefined) columns.endDate = body.endDate;
    if (body.perCustomerLimit !== undefined) columns.perCustomerLimit = body.perCustomerLimit;
    if (body.totalLimit !== undefined) columns.totalLimit = body.totalLimit;
    if (body.isActive !== undefined) columns.isActive = body.isActive;
    return columns;
  }

  return {
    async list(query: {
      page: number;
      pageSize: number;
      search?: string | undefined;
      status?: VoucherStatus | undefined;
    }): Promise<{ items: Voucher[]; pagination: Pagination }> {
      const today = toLocalDate(deps.clock.now());
      const page = await pageOf(query.page, query.pageSize, (range) =>
        repo().list({ ...range, search: query.search, status: query.status, today }),
      );
      return { items: await dtos(page.items), pagination: page.pagination };
    },

    async get(id: string): Promise<Voucher> {
      const row = await repo().findById(id);
      if (!row) throw new AppError('VOUCHER_NOT_FOUND');
      const [dto] = await dtos([row]);
      return dto!;
    },

    async create(body: CreateVoucherBody): Promise<Voucher> {
      await checkScopes(body);
      const now = deps.clock.now();
      const row = await repo().insert({
        ...(columnsOf(body) as VoucherInsert),
        maxDiscount: body.kind === 'amount' ? null : (body.maxDiscount ?? null),
        value: body.kind === 'free_shipping' ? 0 : body.value,
        createdAt: now,
        updatedAt: now,
      });
      const [dto] = await dtos([row]);
      return dto!;
    },

    /** Changes a voucher; the rules between fields are judged on the merged voucher, under its row lock. */
    async update(id: string, body: UpdateVoucherBody): Promise<Voucher> {
      await checkScopes(body);
      const row = await deps.db.transaction(async (tx) => {
        const current = await repo(tx).lockById(id);
        if (!current) throw new AppError('VOUCHER_NOT_FOUND');
        const columns = columnsOf(body);
        const merged = { ...current, ...columns };
        const issues = voucherFieldIssues(merged);
        if (
          merged.totalLimit !== null &&
          merged.totalLimit !== undefined &&
          merged.totalLimit < current.usedCount
        )
          issues.push({ path: 'totalLimit', message: VALIDATION.voucherTotalBelowUsed });
        if (issues.length) throw new AppError('VALIDATION_ERROR', { errors: issues });
        if (merged.kind === 'amount') columns.maxDiscount = null;
        if (merged.kind === 'free_shipping') columns.value = 0;
        return repo(tx).update(id, { ...columns, updatedAt: deps.clock.now() });
      });
      const [dto] = await dtos([row!]);
      return dto!;
    },

    /** Deletes a voucher no order used; one that was used can only be switched off (VOUCHER_IN_USE). */
    async remove(id: string): Promise<{ _id: string }> {
      const row = await repo().findById(id);
      if (!row) throw new AppError('VOUCHER_NOT_FOUND');
      if (!(await repo().deleteUnused(id))) throw new AppError('VOUCHER_IN_USE');
      return { _id: id };
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
