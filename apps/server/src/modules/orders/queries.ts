import {
  startOfLocalDay,
  type ListAdminOrdersQuery,
  type ListOrdersQuery,
  type Order,
  type OrderStatusCounts,
  type Pagination,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { offsetOf, paginate } from '../../lib/pagination';
import { countsOf, toOrderDto } from './dto';
import { isOwnOrder, type OrdersCore } from './deps';
import type { OrderListFilter, OrderRow } from './repository';

type OrderPage = { items: Order[]; pagination: Pagination; statusCounts: OrderStatusCounts };

/** Reading orders as the API shows them: one order, the customer's list, the shop's list. */
export function createOrderQueries({ repo }: Pick<OrdersCore, 'repo'>) {
  async function dtos(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [lines, events, users] = await Promise.all([
      repo().linesOf(ids),
      repo().eventsOf(ids),
      repo().usersOf(rows.map((r) => r.userId)),
    ]);
    return rows.map((row) =>
      toOrderDto(
        row,
        users.get(row.userId),
        lines.filter((l) => l.orderId === row.id),
        events.filter((e) => e.orderId === row.id),
      ),
    );
  }

  async function dto(id: string): Promise<Order> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const [found] = await dtos([row]);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  async function listOf(
    filter: OrderListFilter,
    query: { page: number; pageSize: number },
  ): Promise<OrderPage> {
    const [{ ids, total }, counts] = await Promise.all([
      repo().list(filter, { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) }),
      repo().statusCounts(filter),
    ]);
    const rows = await repo().byIds(ids);
    const byId = new Map((await dtos(rows)).map((o) => [o._id, o]));
    return {
      items: ids.flatMap((id) => byId.get(id) ?? []),
      pagination: paginate(query.page, query.pageSize, total),
      statusCounts: countsOf(counts),
    };
  }

  /** Orders as the API shows them, by id (those that exist). */
  async function dtosOf(ids: string[]): Promise<Map<string, Order>> {
    const found = await dtos(await repo().byIds(ids));
    return new Map(found.map((o) => [o._id, o]));
  }

  return {
    dto,
    dtosOf,

    listMine(userId: string, query: ListOrdersQuery): Promise<OrderPage> {
      return listOf(
        { userId, ...(query.status && query.status !== 'all' ? { status: query.status } : {}) },
        query,
      );
    },

    async detailMine(userId: string, id: string): Promise<Order> {
      const row = await repo().findById(id);
      if (!row || !isOwnOrder(row, userId)) throw new AppError('ORDER_NOT_FOUND');
      return dto(id);
    },

    adminList(query: ListAdminOrdersQuery): Promise<OrderPage> {
      const filter: OrderListFilter = {
        ...(query.status && query.status !== 'all' ? { status: query.status } : {}),
        ...(query.paymentMethod ? { paymentMethod: query.paymentMethod } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.fromDate ? { from: startOfLocalDay(query.fromDate) } : {}),
        ...(query.toDate ? { to: new Date(startOfLocalDay(query.toDate).getTime() + 86_400_000) } : {}),
      };
      return listOf(filter, query);
    },
  };
}
