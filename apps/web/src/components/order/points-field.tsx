import { GiftOutlined } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { formatVnd, maxPointsFor, pointsText, type LoyaltySummary, type OrderQuote } from '@lumi/shared';
import styles from './points-field.module.css';

/**
 * 'Điểm thưởng' at the checkout (ADR 0063): the customer's balance and, when it may pay part of this order, a box to
 * use as many points as the order takes (the cap of its goods after the voucher). The server's quote says what they
 * pay; the choice itself is kept by the caller.
 */
export function PointsField({
  summary,
  quote,
  using,
  onChange,
}: {
  summary: LoyaltySummary | undefined;
  /** The quote asked with the points (its `points`), or without. */
  quote: Pick<OrderQuote, 'subtotal' | 'voucher' | 'points'>;
  using: boolean;
  onChange: (using: boolean) => void;
}) {
  if (!summary) return null;
  const { balance, program } = summary;
  if (balance === 0) {
    return (
      <section className={styles.box} aria-label="Điểm thưởng">
        <p className={styles.muted}>
          <GiftOutlined aria-hidden="true" /> Bạn chưa có điểm thưởng. Đơn hàng được giao sẽ tích 1 điểm cho
          mỗi {formatVnd(program.earnStep)}.
        </p>
      </section>
    );
  }
  const usable = Math.min(balance, maxPointsFor(quote.subtotal - (quote.voucher?.discount ?? 0), program));
  const applied = using ? quote.points : null;
  const shown = applied?.used ?? usable;
  return (
    <section className={styles.box} aria-label="Điểm thưởng">
      <Checkbox
        checked={using && usable > 0}
        disabled={usable === 0}
        onChange={(e) => onChange(e.target.checked)}
      >
        <span className={styles.label}>
          {usable > 0
            ? `Dùng ${pointsText(shown)} (−${formatVnd(shown * program.pointValue)})`
            : 'Đơn hàng chưa đủ giá trị để thanh toán bằng điểm'}
        </span>
      </Checkbox>
      <p className={styles.muted}>
        Bạn có {pointsText(balance)} · 1 điểm = {formatVnd(program.pointValue)} · dùng tối đa{' '}
        {program.maxSharePercent}% giá trị hàng
      </p>
    </section>
  );
}
