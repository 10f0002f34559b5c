import { capExampleOf, tierExampleOf, type ProgramPreview } from '../utils/program-form';
import styles from './admin-loyalty.module.css';

/**
 * What the programme being typed means for one order, worked out with the shared rules the server uses: the points
 * each tier earns and what they pay back, and the most points the order may use.
 */
export function LoyaltyExample({ preview }: { preview: ProgramPreview }) {
  if (!preview.rates) {
    return (
      <p className={styles.exampleEmpty} aria-live="polite">
        Nhập số tiền cho mỗi điểm và giá trị mỗi điểm hợp lệ để xem ví dụ.
      </p>
    );
  }
  const cap = capExampleOf(preview);
  return (
    <ul className={styles.example} aria-live="polite" aria-label="Ví dụ tích và dùng điểm">
      {preview.tiers.map((tier, index) => (
        <li key={tier.key}>
          {tierExampleOf(preview, index) ?? `Hạng ${tier.name}: nhập hệ số tích điểm hợp lệ để xem ví dụ.`}
        </li>
      ))}
      {cap && <li>{cap}</li>}
    </ul>
  );
}
