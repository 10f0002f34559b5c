import {
  ORDER_EVENT_NOTES,
  isOrderEditable,
  isRefundAwaited,
  type AdminUpdateOrderBody,
  type OrderAddressQuote,
  type QuoteOrderAddressBody,
  type ShippingAddressInput,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import { isOwnOrder, type OrdersCore } from './deps';
import { addressColumns, addressOfRow } from './dto';
import type { ActorRef, OrderRow } from './repository';
import { voucherUsesRepository } from '../vouchers/uses-repository';

/** Parcel weight of a product whose weight is no longer known (grams). */
const DEFAULT_WEIGHT_GRAMS = 200;

/** Address/note edits with their re-quoted fee, and the administrator's refund mark (api-contract §3.5). */
export function createEdits({ deps, repo }: Pick<OrdersCore, 'deps' | 'repo'>) {
  /** The row changes of a new address: the parts validated when they move, the fee re-quoted when the ids change. */
  async function addressChanges(current: OrderRow, body: AdminUpdateOrderBody): Promise<Partial<OrderRow>> {
    const movesAddress =
      body.province !== undefined || body.district !== undefined || body.ward !== undefined;
    const stored = addressOfRow(current);
    const merged: ShippingAddressInput = {
      name: body.name ?? stored.name,
      phone: body.phone ?? stored.phone,
      address: body.address ?? stored.address,
      province: body.province ?? stored.province,
      district: body.district ?? stored.district,
      ward: body.ward ?? stored.ward,
    };
    const address = movesAddress
      ? await deps.shipping.validateAddress(merged)
      : { ...stored, name: merged.name, phone: merged.phone, address: merged.address };
    const changes: Partial<OrderRow> = addressColumns(address);
    const idsChanged =
      address.province.id !== current.provinceId ||
      address.district.id !== current.districtId ||
      address.ward.id !== current.wardId;
    if (idsChanged) {
      const lines = await repo().linesOf([current.id]);
      const weights = await repo().weightsOf(lines.map((l) => l.productId));
      const fee = await deps.shipping.fee({
        address,
        weightGrams: lines.reduce(
          (s, l) => s + (weights.get(l.productId) ?? DEFAULT_WEIGHT_GRAMS) * l.quantity,
          0,
        ),
        goodsValue: current.subtotal,
      });
      if (fee.fee !== current.shippingFee) {
        // An online order's amount was fixed with its payment: only cash on delivery follows a new fee.
        if (current.paymentMethod !== 'COD') throw new AppError('ORDER_FEE_CHANGED');
        changes.shippingFee = fee.fee;
        // A free-shipping voucher takes the new fee off up to its cap (ADR 0062); other vouchers keep their discount.
        const use = current.voucherCode
          ? await voucherUsesRepository(deps.db).ofOrder(current.id)
          : undefined;
        const shippingDiscount =
          use?.kind === 'free_shipping'
            ? Math.min(fee.fee, use.shippingCap ?? fee.fee)
            : current.voucherShippingDiscount;
        changes.voucherShippingDiscount = shippingDiscount;
        changes.totalAmount =
          current.subtotal + fee.fee - current.voucherDiscount - shippingDiscount - current.pointsDiscount;
      }
    }
    return changes;
  }

  /** The order's fee and total at a new address, as `edit` would set them (ORDER_FEE_CHANGED for a paid one). */
  async function quoteAddress(
    id: string,
    ownerId: string,
    body: QuoteOrderAddressBody,
  ): Promise<OrderAddressQuote> {
    const current = await repo().findById(id);
    if (!current || !isOwnOrder(current, ownerId)) throw new AppError('ORDER_NOT_FOUND');
    if (!isOrderEditable(current.status)) throw new AppError('ORDER_NOT_EDITABLE');
    const changes = await addressChanges(current, body);
    return {
      shippingFee: changes.shippingFee ?? current.shippingFee,
      totalAmount: changes.totalAmount ?? current.totalAmount,
    };
  }

  /** Edits the order under the customer's rules; `ownerId` null for the shop. */
  async function edit(
    id: string,
    ownerId: string | null,
    actor: ActorRef,
    body: AdminUpdateOrderBody,
  ): Promise<void> {
    const current = await repo().findById(id);
    if (!current || (ownerId !== null && !isOwnOrder(current, ownerId)))
      throw new AppError('ORDER_NOT_FOUND');
    const editsAddress =
      body.name !== undefined ||
      body.phone !== undefined ||
      body.address !== undefined ||
      body.province !== undefined ||
      body.district !== undefined ||
      body.ward !== undefined;
    const editsOrder = editsAddress || body.note !== undefined;
    const marksRefund = body.paymentStatus === 'refunded';
    const check = (row: OrderRow) => {
      if (editsOrder && !isOrderEditable(row.status)) throw new AppError('ORDER_NOT_EDITABLE');
      if (marksRefund && !isRefundAwaited(row.paymentStatus)) throw new AppError('ORDER_STATUS_INVALID');
    };
    check(current);

    const changes: Partial<OrderRow> = editsAddress ? await addressChanges(current, body) : {};
    if (body.note !== undefined) changes.note = body.note ? body.note : null;
    if (marksRefund) changes.paymentStatus = 'refunded';

    await deps.db.transaction(async (tx) => {
      const r = repo(tx);
      const row = await r.lockById(id);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      // Re-checked under the lock: a status change may have landed meanwhile.
      check(row);
      const now = deps.clock.now();
      await r.update(row.id, { ...changes, updatedAt: now });
      if (changes.voucherShippingDiscount !== undefined && row.voucherCode)
        await voucherUsesRepository(tx).setShippingDiscount(row.id, changes.voucherShippingDiscount);
      const notes = [
        ...(editsOrder ? [ORDER_EVENT_NOTES.updated] : []),
        ...(marksRefund ? [ORDER_EVENT_NOTES.refunded] : []),
      ];
      if (notes.length) {
        await r.appendEvent({
          orderId: row.id,
          prevStatus: row.status,
          status: row.status,
          actor,
          note: notes.join('; '),
          at: now,
        });
      }
    });
  }

  return { edit, quoteAddress };
}
