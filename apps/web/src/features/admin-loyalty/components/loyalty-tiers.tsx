import { Form, InputNumber, Tag } from 'antd';
import { LOYALTY_TIER_KEYS, type LoyaltyTierKey } from '@lumi/shared';
import { useIsPhone } from '@/hooks/use-is-phone';
import { tierBenefitOf, type ProgramPreview } from '../utils/program-form';
import type { MoneyInputComponent } from './money-input-props';
import { programFieldRule } from './program-field-rule';
import styles from './admin-loyalty.module.css';

const SPEND_LABEL = 'Chi tiêu 12 tháng từ';
const EARN_LABEL = 'Hệ số tích điểm';
const BENEFIT_LABEL = 'Quyền lợi';

const TIER_COLORS: Record<LoyaltyTierKey, string> = {
  member: 'default',
  silver: 'geekblue',
  gold: 'gold',
  diamond: 'purple',
};

/** Each tier's threshold and factor rules, built once (the threshold of a tier is checked against the one before). */
const RULES = LOYALTY_TIER_KEYS.map((_key, index) => ({
  minSpend: programFieldRule(['tiers', index, 'minSpend']),
  earnPercent: programFieldRule(['tiers', index, 'earnPercent']),
}));

type LoyaltyTiersProps = {
  preview: ProgramPreview;
  MoneyInput: MoneyInputComponent;
};

/** The fields of one tier, laid out by the table (a computer) or the tier's block (a phone). */
function tierPartsOf({ preview, MoneyInput }: LoyaltyTiersProps) {
  return preview.tiers.map((tier, index) => {
    const named = (label: string) => `${label} – hạng ${tier.name}`;
    const spendId = `loyalty_tiers_${index}_minSpend`;
    const spend =
      index === 0 ? (
        // Thành viên is where every customer starts: 0 ₫, not the admin's to change.
        <MoneyInput id={spendId} value={0} disabled aria-label={named(SPEND_LABEL)} />
      ) : (
        <MoneyInput placeholder="VD: 3.000.000" aria-label={named(SPEND_LABEL)} />
      );
    const earn = (
      <InputNumber<number>
        precision={0}
        suffix="%"
        placeholder="VD: 150"
        aria-label={named(EARN_LABEL)}
        style={{ width: '100%' }}
      />
    );
    return {
      tier,
      spendId,
      spend,
      spendName: index === 0 ? undefined : (['tiers', index, 'minSpend'] as const),
      spendExtra: index === 0 ? 'Hạng khởi đầu, cố định từ 0 ₫' : undefined,
      spendDependencies: index > 1 ? [['tiers', index - 1, 'minSpend']] : undefined,
      earn,
      earnName: ['tiers', index, 'earnPercent'] as const,
      benefit: tierBenefitOf(preview, index) ?? '—',
      rules: RULES[index]!,
    };
  });
}

/**
 * The four tiers (fixed names, lowest first): from what 12-month spend each starts ('Thành viên' from 0 ₫) and how
 * many points it earns (100% = the base rate), with its benefit in words. A table on a computer; one block per tier,
 * fields one under the other, on a phone.
 */
export function LoyaltyTiers(props: LoyaltyTiersProps) {
  const isPhone = useIsPhone();
  const parts = tierPartsOf(props);

  if (isPhone) {
    return (
      <div className={styles.tierList}>
        {parts.map((part) => (
          <section key={part.tier.key} className={styles.tierBlock} aria-label={`Hạng ${part.tier.name}`}>
            <Tag color={TIER_COLORS[part.tier.key]} className={styles.tierTag}>
              {part.tier.name}
            </Tag>
            <Form.Item
              label={SPEND_LABEL}
              htmlFor={part.spendId}
              name={part.spendName ? [...part.spendName] : undefined}
              rules={part.spendName ? part.rules.minSpend : undefined}
              dependencies={part.spendDependencies}
              extra={part.spendExtra}
            >
              {part.spend}
            </Form.Item>
            <Form.Item label={EARN_LABEL} name={[...part.earnName]} rules={part.rules.earnPercent}>
              {part.earn}
            </Form.Item>
            <p className={styles.benefit}>
              <span className={styles.benefitLabel}>{BENEFIT_LABEL}: </span>
              {part.benefit}
            </p>
          </section>
        ))}
      </div>
    );
  }

  return (
    <table className={styles.tierTable}>
      <thead>
        <tr>
          <th scope="col">Hạng</th>
          <th scope="col">{SPEND_LABEL}</th>
          <th scope="col">{EARN_LABEL}</th>
          <th scope="col">{BENEFIT_LABEL}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part.tier.key}>
            <th scope="row">
              <Tag color={TIER_COLORS[part.tier.key]} className={styles.tierTag}>
                {part.tier.name}
              </Tag>
            </th>
            <td>
              <Form.Item
                className={styles.cellItem}
                name={part.spendName ? [...part.spendName] : undefined}
                rules={part.spendName ? part.rules.minSpend : undefined}
                dependencies={part.spendDependencies}
                extra={part.spendExtra}
              >
                {part.spend}
              </Form.Item>
            </td>
            <td>
              <Form.Item className={styles.cellItem} name={[...part.earnName]} rules={part.rules.earnPercent}>
                {part.earn}
              </Form.Item>
            </td>
            <td className={styles.benefit}>{part.benefit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
