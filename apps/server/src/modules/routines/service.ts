import { z } from 'zod';
import {
  avatarOf,
  conversionRate,
  followUpWords,
  parseCapacity,
  refillDates,
  refillWords,
  refillDue,
  routineEndsOn,
  routineEnded,
  titledDoctorName,
  routineChatContent,
  startOfLocalDay,
  toLocalDate,
  type AdminRoutine,
  type CreateRoutineBody,
  type ListAdminRoutinesQuery,
  type Pagination,
  type ProductSummary,
  type Routine,
  type RoutineConversionSummary,
  type RoutineItem,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import { offsetOf, paginate } from '../../lib/pagination';
import type { Principal } from '../../plugins/auth';
import type { ProductsService } from '../catalog/products/service';
import type { NotificationsService } from '../notifications/service';
import {
  routinesRepository,
  type AdminRoutineFilter,
  type ProductFactsRow,
  type RoutineItemRow,
  type RoutineRow,
} from './repository';

export type RoutinesService = ReturnType<typeof createRoutinesService>;

/**
 * What the routines need of the chat (modules/chat): the doctor ↔ customer conversation, found or opened, and a
 * message posted into it as the doctor, carrying the routine (shown as a card).
 */
export type RoutineChat = {
  doctorConversationFor(customerId: string, doctorId: string): Promise<{ _id: string }>;
  postMessage(input: {
    conversationId: string;
    from: { kind: 'doctor'; id: string };
    content: string;
    routineId: string;
  }): Promise<unknown>;
};

type Log = { error(obj: unknown, msg?: string): void };

/** Bookings a doctor may recommend a routine for: the visit is agreed or done. */
const ELIGIBLE_STATUSES = new Set(['confirmed', 'completed']);

const DAY_MS = 86_400_000;

function productIssue(code: 'PRODUCT_UNAVAILABLE' | 'OUT_OF_STOCK' | 'PRODUCT_COLOR_REQUIRED', name: string) {
  const messages = {
    PRODUCT_UNAVAILABLE: `Sản phẩm "${name}" hiện không khả dụng`,
    OUT_OF_STOCK: `Sản phẩm "${name}" đã hết hàng`,
    PRODUCT_COLOR_REQUIRED: `Vui lòng chọn màu sắc cho sản phẩm "${name}"`,
  } as const;
  return new AppError(code, { message: messages[code] });
}

/** How many reminders one sweep writes at most (the next sweep writes the rest). */
const SWEEP_BATCH = 500;
/** Deliveries older than this are not reminded any more (the customer moved on). */
const REFILL_LOOKBACK_DAYS = 180;

const ReminderSchema = z.object({ reminderId: z.string() });
type Reminded = z.infer<typeof ReminderSchema>;

/**
 * When an item bought and delivered runs out (issue 32 item 4): from the delivery day, the product's size (its
 * capacity) times the units delivered, at the routine's usage; null without usage, size or delivery.
 */
function refillOf(row: RoutineItemRow): RoutineItem['refill'] {
  const size = parseCapacity(row.capacity);
  if (!size || row.perUse === null || row.usesPerDay === null || !row.lastDeliveredAt) return null;
  const purchasedOn = toLocalDate(row.lastDeliveredAt);
  const dates = refillDates(
    purchasedOn,
    size,
    { perUse: row.perUse, usesPerDay: row.usesPerDay },
    row.lastUnits ?? 1,
  );
  return dates ? { purchasedOn, ...dates } : null;
}

/** An item's product as the shop sells it now: its colour, current price, stock and whether it can be bought. */
function toRoutineItem(
  row: RoutineItemRow,
  product: ProductSummary | undefined,
  visible: boolean,
): RoutineItem {
  const variant = row.variantId ? product?.variants.find((v) => v._id === row.variantId) : undefined;
  const hasVariants = (product?.variants.length ?? 0) > 0;
  // A product sold in colours whose chosen colour has gone cannot be put in the cart as recommended.
  const sellable = product !== undefined && visible && (!hasVariants || variant !== undefined);
  const stock = variant ? variant.stock : hasVariants ? 0 : (product?.totalQuantity ?? 0);
  return {
    _id: row.id,
    position: row.position,
    quantity: row.quantity,
    usage: row.usage,
    perUse: row.perUse,
    usesPerDay: row.usesPerDay,
    unit: parseCapacity(row.capacity)?.unit ?? null,
    bought: row.bought,
    refill: refillOf(row),
    variantId: variant ? variant._id : null,
    color: variant ? { name: variant.name, code: variant.code } : null,
    product: {
      _id: row.productId,
      name: product?.name ?? '',
      slug: product?.slug ?? '',
      image: variant?.image?.url ?? product?.mainImage.url ?? '',
      brand: product?.brand.name ?? '',
      price: product?.price ?? 0,
      finalPrice: product?.finalPrice ?? 0,
      stock,
      isAvailable: sellable,
    },
  };
}

/**
 * Doctor-recommended routines (issue 12): a doctor recommends shop products, with how to use them, to the customer
 * of a confirmed or completed booking; the routine is posted into their conversation and notified; its reads show
 * each product at its current price and stock; the admin's list tells which routines turned into orders
 * (the conversion rule: repository.ts, CONVERTING_ORDER).
 */
export function createRoutinesService(deps: {
  db: Db;
  clock: Clock;
  catalog: Pick<ProductsService, 'summariesByIds'>;
  notifications: Pick<NotificationsService, 'create'>;
  /** The chat (read at call time: the chat service is created beside this one). */
  chat: () => RoutineChat;
  /** The job queue that tells the reminders (absent: reminders are not swept). */
  jobs?: FollowUpJobs<Db>;
  log?: Log;
}) {
  const repo = (db: Db = deps.db) => routinesRepository(db);

  const followUps = deps.jobs
    ? lifecycleFollowUps<Reminded, Db>({
        name: 'routine-reminder',
        jobs: deps.jobs,
        parse: (payload) => {
          const parsed = ReminderSchema.safeParse(payload);
          if (!parsed.success) throw new Error(`malformed routine reminder: ${parsed.error.message}`);
          return parsed.data;
        },
        log: deps.log,
        steps: {
          async notification(change, job) {
            const reminder = await repo().reminder(change.reminderId);
            if (!reminder) return;
            const [routine] = await repo().find({ id: reminder.routineId });
            if (!routine) return;
            const words =
              reminder.kind === 'refill'
                ? refillWords(reminder.productName ?? 'sản phẩm trong liệu trình', reminder.dueOn)
                : followUpWords(titledDoctorName(routine.doctorName), routine.title);
            await deps.notifications.create({
              recipient: { id: routine.userId, model: 'User' },
              type: 'BOOKING',
              title: words.title,
              content: words.content,
              // The routine's card is on its booking's page: 'Mua lại' there, or the doctor's page for a new visit.
              link:
                reminder.kind === 'refill'
                  ? `/booking-detail/${routine.bookingId}`
                  : `/doctor-detail/${encodeURIComponent(routine.doctorSlug)}`,
              bookingId: routine.bookingId,
              at: job.enqueuedAt,
            });
          },
        },
      })
    : null;

  /** The routines' DTOs, each product read through the catalogue's summaries (current price and promotion). */
  async function toRoutines(rows: RoutineRow[]): Promise<Routine[]> {
    if (rows.length === 0) return [];
    const items = await repo().items(rows.map((r) => r.id));
    const productIds = [...new Set(items.map((i) => i.productId))];
    const [all, visible] = await Promise.all([
      deps.catalog.summariesByIds(productIds, { includeHidden: true }),
      deps.catalog.summariesByIds(productIds),
    ]);
    const byId = new Map(all.map((p) => [p._id, p]));
    const visibleIds = new Set(visible.map((p) => p._id));
    return rows.map((row) => {
      const routineItems = items
        .filter((i) => i.routineId === row.id)
        .map((i) => toRoutineItem(i, byId.get(i.productId), visibleIds.has(i.productId)));
      return {
        _id: row.id,
        title: row.title,
        note: row.note,
        booking: { _id: row.bookingId, code: row.bookingCode },
        doctor: {
          _id: row.doctorId,
          name: row.doctorName,
          avatar: avatarOf(row.doctorAvatar, row.doctorName),
          specialty: row.doctorSpecialty,
        },
        customer: { _id: row.userId, name: row.userName },
        items: routineItems,
        purchase: { bought: routineItems.filter((i) => i.bought).length, total: routineItems.length },
        durationDays: row.durationDays,
        endsOn: row.durationDays ? routineEndsOn(toLocalDate(row.createdAt), row.durationDays) : null,
        total: routineItems
          .filter((i) => i.product.isAvailable && i.product.stock > 0)
          .reduce((sum, i) => sum + i.product.finalPrice * i.quantity, 0),
        createdAt: row.createdAt,
      };
    });
  }

  /** Every item names a product sold now and in stock (its colour for a product sold in colours). */
  function checkItems(body: CreateRoutineBody, facts: ProductFactsRow[]) {
    const byId = new Map(facts.map((f) => [f.id, f]));
    return body.items.map((item) => {
      const product = byId.get(item.productId);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      if (!product.visible) throw productIssue('PRODUCT_UNAVAILABLE', product.name);
      if (product.variants.length > 0) {
        const variant = product.variants.find((v) => v.id === item.variantId);
        if (!variant) throw productIssue('PRODUCT_COLOR_REQUIRED', product.name);
        if (variant.stock <= 0) throw productIssue('OUT_OF_STOCK', product.name);
        return { ...item, variantId: variant.id };
      }
      if ((product.stock ?? 0) <= 0) throw productIssue('OUT_OF_STOCK', product.name);
      return { ...item, variantId: null };
    });
  }

  /** Tells the customer in the doctor chat and by a BOOKING notification; failures are logged, never thrown. */
  async function announce(routine: Routine): Promise<void> {
    const content = routineChatContent(routine.doctor.name, routine.title);
    try {
      const chat = deps.chat();
      const conversation = await chat.doctorConversationFor(routine.customer._id, routine.doctor._id);
      await chat.postMessage({
        conversationId: conversation._id,
        from: { kind: 'doctor', id: routine.doctor._id },
        content,
        routineId: routine._id,
      });
    } catch (error) {
      deps.log?.error({ err: error, routineId: routine._id }, 'routine could not be posted into the chat');
    }
    try {
      await deps.notifications.create({
        recipient: { id: routine.customer._id, model: 'User' },
        type: 'BOOKING',
        title: '💊 Bác sĩ gợi ý liệu trình cho bạn',
        content: `${content}. Xem và thêm cả liệu trình vào giỏ hàng chỉ với một lần bấm.`,
        link: `/booking-detail/${routine.booking._id}`,
        bookingId: routine.booking._id,
      });
    } catch (error) {
      deps.log?.error({ err: error, routineId: routine._id }, 'routine notification could not be written');
    }
  }

  /** The routine if the principal may read it: its customer, its doctor or an ADMIN; anyone else 404. */
  async function readable(principal: Principal, id: string): Promise<Routine> {
    const [row] = await repo().find({ id });
    const allowed =
      row !== undefined &&
      ((principal.kind === 'user' && row.userId === principal.id) ||
        (principal.kind === 'doctor' && row.doctorId === principal.id) ||
        (principal.kind === 'admin' && principal.admin.role === 'ADMIN'));
    if (!allowed) throw new AppError('ROUTINE_NOT_FOUND');
    const [routine] = await toRoutines([row]);
    return routine!;
  }

  /** Records a reminder once, with the job that tells it, in one transaction; false when it was already recorded. */
  async function remind(values: Parameters<ReturnType<typeof repo>['recordReminder']>[0]): Promise<boolean> {
    if (!followUps) return false;
    return deps.db.transaction(async (tx) => {
      const id = crypto.randomUUID();
      if (!(await repo(tx).recordReminder({ ...values, id }))) return false;
      await followUps.record(tx, { reminderId: id });
      return true;
    });
  }

  return {
    /**
     * Writes the reminders due (issue 32 item 4): a refill when a delivered item of a routine with usage is
     * REFILL_NOTICE_DAYS from running out, once per item and delivery; a follow-up visit when a routine's time is
     * over, once per routine. Answers how many were written.
     */
    async sweepReminders(): Promise<number> {
      const now = deps.clock.now();
      const today = toLocalDate(now);
      let written = 0;
      const since = new Date(now.getTime() - REFILL_LOOKBACK_DAYS * DAY_MS);
      for (const item of await repo().refillCandidates(since, SWEEP_BATCH)) {
        const refill = refillOf(item);
        if (!refill || !refillDue(refill, today)) continue;
        const told = await remind({
          kind: 'refill',
          routineId: item.routineId,
          itemId: item.id,
          orderId: item.lastOrderId,
          dueOn: refill.runsOutOn,
        });
        if (told) written += 1;
      }
      for (const routine of await repo().followUpsDue(now, SWEEP_BATCH)) {
        const endsOn = routineEndsOn(toLocalDate(routine.createdAt), routine.durationDays);
        if (!routineEnded(endsOn, today)) continue;
        const told = await remind({ kind: 'follow_up', routineId: routine.routineId, dueOn: endsOn });
        if (told) written += 1;
      }
      if (written > 0) deps.jobs?.wake();
      return written;
    },

    /** `POST /routines`: the doctor's own confirmed or completed booking; products sold now and in stock. */
    async create(doctorId: string, body: CreateRoutineBody): Promise<Routine> {
      const booking = await repo().booking(body.bookingId);
      if (!booking || booking.doctorId !== doctorId) throw new AppError('BOOKING_NOT_FOUND');
      if (!ELIGIBLE_STATUSES.has(booking.status)) throw new AppError('ROUTINE_BOOKING_NOT_ELIGIBLE');
      const today = toLocalDate(deps.clock.now());
      const facts = await repo().productFacts([...new Set(body.items.map((i) => i.productId))], today);
      const items = checkItems(body, facts);
      const id = await repo().insert({
        bookingId: booking.id,
        doctorId,
        userId: booking.userId,
        title: body.title,
        note: body.note ? body.note : null,
        durationDays: body.durationDays ?? null,
        createdAt: deps.clock.now(),
        items: items.map((i) => ({
          productId: i.productId,
          variantId: i.variantId,
          quantity: i.quantity,
          usage: i.usage,
          perUse: i.perUse ?? null,
          usesPerDay: i.usesPerDay ?? null,
        })),
      });
      const [routine] = await toRoutines(await repo().find({ id }));
      await announce(routine!);
      return routine!;
    },

    /** `GET /routines/{id}`. */
    get: readable,

    /** `GET /routines?bookingId=`: the customer's or the doctor's booking only (else BOOKING_NOT_FOUND). */
    async listByBooking(principal: Principal, bookingId: string): Promise<Routine[]> {
      const booking = await repo().booking(bookingId);
      const allowed =
        booking !== null &&
        ((principal.kind === 'user' && booking.userId === principal.id) ||
          (principal.kind === 'doctor' && booking.doctorId === principal.id));
      if (!allowed) throw new AppError('BOOKING_NOT_FOUND');
      return toRoutines(await repo().find({ bookingId }));
    },

    /** `GET /admin/routines`: newest first, with the conversion of each and the summary of the whole selection. */
    async adminList(query: ListAdminRoutinesQuery): Promise<{
      items: AdminRoutine[];
      pagination: Pagination;
      summary: RoutineConversionSummary;
    }> {
      const filter: AdminRoutineFilter = {
        ...(query.search ? { search: query.search } : {}),
        ...(query.fromDate ? { from: startOfLocalDay(query.fromDate) } : {}),
        ...(query.toDate ? { to: new Date(startOfLocalDay(query.toDate).getTime() + DAY_MS) } : {}),
      };
      const [rows, counts] = await Promise.all([
        repo().adminPage(filter, query.pageSize, offsetOf(query.page, query.pageSize)),
        repo().adminSummary(filter),
      ]);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          title: row.title,
          booking: { _id: row.bookingId, code: row.bookingCode },
          doctor: { _id: row.doctorId, name: row.doctorName },
          customer: { _id: row.userId, name: row.userName, email: row.userEmail },
          itemsCount: row.itemsCount,
          createdAt: row.createdAt,
          converted: row.orderId !== null,
          orderId: row.orderId,
          orderCode: row.orderCode,
        })),
        pagination: paginate(query.page, query.pageSize, counts.total),
        summary: { ...counts, rate: conversionRate(counts.converted, counts.total) },
      };
    },
  };
}
