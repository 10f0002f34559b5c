import { CrownOutlined } from '@ant-design/icons';
import {
  formatVnd,
  LOYALTY_TIER_LABELS,
  pointsText,
  tierBenefitText,
  tierProgress,
  type LoyaltySummary,
  type LoyaltyTierKey,
} from '@lumi/shared';
import styles from './loyalty.module.css';

const BADGE_CLASS: Record<LoyaltyTierKey, string | undefined> = {
  member: styles.badge_member,
  silver: styles.badge_silver,
  gold: styles.badge_gold,
  diamond: styles.badge_diamond,
};

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The balance, what it is worth, the tier and the way to the next one. */
export function LoyaltySummaryCard({ summary }: { summary: LoyaltySummary }) {
  const { balance, spend12Months, tier, nextTier, toNextTier, program } = summary;
  const tierName = LOYALTY_TIER_LABELS[tier.key];
  const percent = tierProgress(summary);
  const next =
    nextTier && toNextTier !== null ? { name: LOYALTY_TIER_LABELS[nextTier.key], toNextTier } : null;

  return (
    <section className={styles.summary} aria-label="Điểm và hạng thành viên của bạn">
      <div className={styles.summaryTop}>
        <div className={styles.balanceBox}>
          <p className={styles.caption}>Điểm hiện có</p>
          <p className={styles.balance}>{pointsText(balance)}</p>
          <p className={styles.worth}>≈ {formatVnd(balance * program.pointValue)}</p>
        </div>
        <div className={styles.tierBox}>
          <p className={styles.caption}>Hạng thành viên</p>
          <span className={cx(styles.badge, BADGE_CLASS[tier.key])}>
            <CrownOutlined aria-hidden="true" />
            {tierName}
          </span>
          <p className={styles.spend}>{`Chi tiêu 12 tháng: ${formatVnd(spend12Months)}`}</p>
        </div>
      </div>
      <div className={styles.progress}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={next ? `Tiến độ lên hạng ${next.name}` : 'Hạng cao nhất'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.progressText}>
          {next
            ? `Mua thêm ${formatVnd(next.toNextTier)} để lên hạng ${next.name}`
            : 'Bạn đang ở hạng cao nhất'}
        </p>
        {nextTier && (
          <div className={cx(styles.progressEnds, styles.muted)} aria-hidden="true">
            <span>{`${tierName} · ${formatVnd(tier.minSpend)}`}</span>
            <span>{`${LOYALTY_TIER_LABELS[nextTier.key]} · ${formatVnd(nextTier.minSpend)}`}</span>
          </div>
        )}
      </div>
    </section>
  );
}

/** The four tiers with their thresholds and benefits, the customer's own marked; then how points work. */
export function TierList({ summary }: { summary: LoyaltySummary }) {
  const { program, tier: current } = summary;
  return (
    <section aria-labelledby="loyalty-tiers-title">
      <h3 id="loyalty-tiers-title" className={styles.sectionTitle}>
        Hạng thành viên và ưu đãi
      </h3>
      <ul className={styles.tiers}>
        {program.tiers.map((tier) => {
          const isCurrent = tier.key === current.key;
          return (
            <li
              key={tier.key}
              className={cx(styles.tier, isCurrent && styles.tierCurrent)}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <div className={styles.tierHead}>
                <span className={styles.tierName}>{LOYALTY_TIER_LABELS[tier.key]}</span>
                {isCurrent && <span className={styles.tierYou}>Hạng của bạn</span>}
              </div>
              <span className={styles.muted}>
                {tier.minSpend === 0
                  ? 'Khi có tài khoản Lumi'
                  : `Chi tiêu 12 tháng từ ${formatVnd(tier.minSpend)}`}
              </span>
              <span className={styles.tierBenefit}>{tierBenefitText(tier, program)}</span>
            </li>
          );
        })}
      </ul>
      <ul className={styles.rules}>
        <li>Điểm được cộng khi đơn hàng giao thành công, theo mức tích của hạng bạn đang có.</li>
        <li>{`Khi đặt hàng, 1 điểm = ${formatVnd(program.pointValue)}; điểm trả được tối đa ${program.maxSharePercent}% tiền hàng của đơn (sau mã giảm giá).`}</li>
        <li>Đơn hàng bị hủy được hoàn lại số điểm đã dùng.</li>
        <li>Hạng được xét theo chi tiêu của 12 tháng gần nhất.</li>
      </ul>
    </section>
  );
}
