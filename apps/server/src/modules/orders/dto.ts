import type { Order, OrderStatus, OrderStatusCounts, ShippingAddress } from '@lumi/shared';
import { ORDER_STATUSES } from '@lumi/shared';
import type { OrderEventRow, OrderLineRow, OrderRow } from './repository';

/** The shipping address an order row holds. */
export function addressOfRow(row: OrderRow): ShippingAddress {
  return {
    name: row.name,
    phone: row.phone,
    address: row.address,
    province: { id: row.provinceId, name: row.provinceName },
    district: { id: row.districtId, name: row.districtName },
    ward: { id: row.wardId, name: row.wardName },
  };
}

/** The order row's columns of a shipping address. */
export function addressColumns(address: ShippingAddress) {
  return {
    name: address.name,
    phone: address.phone,
    address: address.address,
    provinceId: address.province.id,
    provinceName: address.province.name,
    districtId: address.district.id,
    districtName: address.district.name,
    wardId: address.ward.id,
    wardName: address.ward.name,
  } satisfies Partial<OrderRow>;
}

export function toOrderDto(
  row: OrderRow,
  user: { id: string; name: string; email: string } | undefined,
  lines: OrderLineRow[],
  events: OrderEventRow[],
): Order {
  return {
    _id: row.id,
    code: row.code,
    user: { _id: row.userId, name: user?.name ?? '', email: user?.email ?? '' },
    ...addressOfRow(row),
    products: lines.map((l) => ({
      _id: l.id,
      productId: l.productId,
      name: l.name,
      slug: l.slug,
      image: l.image,
      color: l.colorName !== null ? { name: l.colorName, code: l.colorCode ?? '' } : null,
      originalPrice: l.originalPrice,
      price: l.price,
      promoQty: l.promoQty,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      isReviewed: l.isReviewed,
    })),
    note: row.note,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    shippingFee: row.shippingFee,
    voucher: row.voucherCode
      ? {
          code: row.voucherCode,
          discount: row.voucherDiscount,
          shippingDiscount: row.voucherShippingDiscount,
        }
      : null,
    points: row.pointsUsed > 0 ? { used: row.pointsUsed, discount: row.pointsDiscount } : null,
    totalAmount: row.totalAmount,
    paymentMethod: row.paymentMethod,
    payment: {
      status: row.paymentStatus,
      transactionId: row.transactionId,
      paidAt: row.paidAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      paymentUrl: row.paymentStatus === 'pending' ? row.paymentUrl : null,
    },
    status: row.status,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    statusHistory: events.map((e) => ({
      prevStatus: e.prevStatus,
      status: e.status,
      updatedBy: e.updatedById ? { _id: e.updatedById, name: e.updatedByName ?? '' } : null,
      updatedByModel: e.updatedByModel,
      note: e.note,
      date: e.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function countsOf(found: Map<string, number>): OrderStatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((s) => [s, found.get(s) ?? 0])) as Record<OrderStatus, number>;
}
