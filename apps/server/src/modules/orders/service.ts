import type {
  AdminOrderStatusBody,
  AdminUpdateOrderBody,
  CustomerOrderStatusBody,
  Order,
  OrderAddressQuote,
  OrderInput,
  QuoteOrderAddressBody,
  UpdateOrderBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { batchedLoader } from '../../lib/memoize';
import type { OrderAdmin, OrderCustomer, OrdersCore, OrdersDeps } from './deps';
import { createEdits } from './edits';
import { createOrderFollowUps, pushOrderStatus } from './notices';
import { createPlacement } from './placement';
import { createOrderQueries } from './queries';
import { createQuoting } from './quote';
import { createReturns } from './returns';
import { ordersRepository } from './repository';
import { createSettlement } from './settlement';
import { createTransitions } from './transitions';

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Orders own every change of an order row: placement, status moves, edits, archiving and the payment settlements
 * the payments module asks for (api-contract §3.5, §4.6).
 */
export function createOrdersService(deps: OrdersDeps) {
  const repo = (db: Db = deps.db) => ordersRepository(db);
  const queries = createOrderQueries({ repo });
  // Orders read together — those a batch placed, reported at once; the jobs of one pass of the worker — are read in
  // one round of queries.
  const together = batchedLoader((ids: string[]) => queries.dtosOf(ids));
  const orderOf = async (id: string): Promise<Order> => {
    const order = await together(id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  };
  const followUps = createOrderFollowUps(deps, orderOf);
  const core: OrdersCore = {
    deps,
    repo,
    record: (tx, ...changes) => followUps.record(tx, ...changes),
    // After the commit: the order as the API shows it, pushed to its rooms; a failure to read it is only logged
    // (the change stands and its jobs are written).
    async report(change) {
      let order: Order | undefined;
      try {
        order = await orderOf(change.orderId);
      } catch (error) {
        deps.log?.error(
          { err: error, orderId: change.orderId, change: change.kind },
          'order change push failed',
        );
      }
      followUps.announce(() => order && pushOrderStatus(deps.realtime, change, order));
      return order;
    },
  };
  const quoting = createQuoting(core);
  const { place: placeOrder } = createPlacement(core, quoting.price);
  const { edit, quoteAddress } = createEdits(core);
  const transitions = createTransitions(core);
  const returns = createReturns(core, {
    uploads: deps.uploads ?? {
      claim: () => Promise.reject(new AppError('UPLOAD_INVALID')),
      unclaim: () => Promise.resolve(),
    },
    gateways: deps.gateways ?? {},
  });

  return {
    /** Places an order for any payment method (the payments module uses it for online orders); answers its id. */
    async place(...args: Parameters<typeof placeOrder>): Promise<string> {
      return (await placeOrder(...args)).id;
    },
    /** The order as the API shows it. */
    dto: queries.dto,
    /** Held units whose order never committed go back (ADR 0050); answers how many holds it resolved. */
    sweepStockHolds: (now: Date): Promise<number> => deps.stockGate?.sweep(now) ?? Promise.resolve(0),
    quote: quoting.quote,
    ...createSettlement(core),
    /** Returns of delivered orders (ADR 0065). */
    returns,

    /** `POST /orders/cod`: pending, payment unpaid until delivery. */
    async createCod(customer: OrderCustomer, input: OrderInput): Promise<Order> {
      try {
        const placed = await placeOrder(customer, input, 'COD', { status: 'unpaid', expiresInMs: null });
        // The order loaded for the realtime push is the answer too.
        return placed.order ?? (await queries.dto(placed.id));
      } finally {
        deps.catalog.invalidate();
      }
    },

    listMine: queries.listMine,
    detailMine: queries.detailMine,

    async updateMine(customer: OrderCustomer, id: string, body: UpdateOrderBody): Promise<Order> {
      await edit(id, customer.id, { id: customer.id, name: customer.name, model: 'User' }, body);
      return queries.dto(id);
    },

    /** `POST /orders/{id}/shipping-quote`: what the edit to a new address would make of the fee and total. */
    quoteAddressMine(
      customer: OrderCustomer,
      id: string,
      body: QuoteOrderAddressBody,
    ): Promise<OrderAddressQuote> {
      return quoteAddress(id, customer.id, body);
    },

    async setStatusMine(customer: OrderCustomer, id: string, body: CustomerOrderStatusBody): Promise<Order> {
      await transitions.moveMine(
        customer,
        id,
        body.status,
        body.status === 'cancelled' ? body.cancelReason : null,
      );
      return queries.dto(id);
    },

    adminList: queries.adminList,
    adminDetail: queries.dto,

    async adminUpdate(admin: OrderAdmin, id: string, body: AdminUpdateOrderBody): Promise<Order> {
      await edit(id, null, { id: admin.id, name: admin.name, model: 'Admin' }, body);
      return queries.dto(id);
    },

    async adminSetStatus(admin: OrderAdmin, id: string, body: AdminOrderStatusBody): Promise<Order> {
      await transitions.adminMove(
        admin,
        id,
        body.status,
        body.status === 'cancelled' ? (body.cancelReason ?? null) : null,
      );
      return queries.dto(id);
    },

    /** `DELETE /admin/orders/{id}`: cancelled orders only, archived (kept in statistics). */
    async adminRemove(admin: OrderAdmin, id: string): Promise<{ _id: string }> {
      await transitions.archive(admin, id);
      return { _id: id };
    },
  };
}
