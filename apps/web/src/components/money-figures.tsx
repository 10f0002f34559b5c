import type { ReactNode } from 'react';
import { formatVnd, itemCountText, ORDER_FIGURE_LABELS, pointsText, type MoneyFigures } from '@lumi/shared';

type ClassName = string | undefined;
export type MoneyFiguresClasses = {
  list?: ClassName;
  row?: ClassName;
  saving?: ClassName;
  total?: ClassName;
};

const join = (...names: ClassName[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * 'Tạm tính' (before promotions), 'Tiết kiệm nhờ khuyến mãi', 'Phí vận chuyển', 'Mã giảm giá', 'Điểm thưởng' and
 * 'Tổng cộng' of a cart, a quote or an order, as defined once in `@lumi/shared` (logic/order-figures.ts): total =
 * subtotal − savings − voucher − points + fee.
 */
export function MoneyFiguresList({
  figures,
  units,
  feePending,
  voucherCode,
  pointsUsed,
  classes = {},
}: {
  figures: MoneyFigures;
  /** Units counted in the subtotal: 'Tạm tính (4 sản phẩm)'. */
  units?: number;
  /** Shown as the fee while it is not known (`shippingFee` null). */
  feePending?: ReactNode;
  /** The voucher's code beside 'Mã giảm giá' (ADR 0062). */
  voucherCode?: string | null | undefined;
  /** The points used, beside 'Điểm thưởng' (ADR 0063). */
  pointsUsed?: number | null | undefined;
  classes?: MoneyFiguresClasses;
}) {
  return (
    <dl className={classes.list}>
      <div className={classes.row}>
        <dt>
          {ORDER_FIGURE_LABELS.subtotal}
          {units !== undefined && ` (${itemCountText(units)})`}
        </dt>
        <dd>{formatVnd(figures.subtotal)}</dd>
      </div>
      {figures.savings > 0 && (
        <div className={join(classes.row, classes.saving)}>
          <dt>{ORDER_FIGURE_LABELS.savings}</dt>
          <dd>-{formatVnd(figures.savings)}</dd>
        </div>
      )}
      <div className={classes.row}>
        <dt>{ORDER_FIGURE_LABELS.shippingFee}</dt>
        <dd>
          {figures.shippingFee === null
            ? feePending
            : figures.shippingFee === 0
              ? ORDER_FIGURE_LABELS.freeShipping
              : formatVnd(figures.shippingFee)}
        </dd>
      </div>
      {figures.voucher > 0 && (
        <div className={join(classes.row, classes.saving)}>
          <dt>
            {ORDER_FIGURE_LABELS.voucher}
            {voucherCode && ` (${voucherCode})`}
          </dt>
          <dd>-{formatVnd(figures.voucher)}</dd>
        </div>
      )}
      {figures.points > 0 && (
        <div className={join(classes.row, classes.saving)}>
          <dt>
            {ORDER_FIGURE_LABELS.points}
            {pointsUsed ? ` (${pointsText(pointsUsed)})` : ''}
          </dt>
          <dd>-{formatVnd(figures.points)}</dd>
        </div>
      )}
      <div className={join(classes.row, classes.total)}>
        <dt>{ORDER_FIGURE_LABELS.total}</dt>
        <dd>{formatVnd(figures.total)}</dd>
      </div>
    </dl>
  );
}
