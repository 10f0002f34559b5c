import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { warningSentence, type AvoidEntry } from '@lumi/shared';
import { WarningFilledIcon } from '@/components/icons';
import { ACCOUNT_TABS, paths } from '@/config/paths';
import type { ModalInstance } from '@/lib/notify';
import styles from './skin-warning.module.css';

/** The customer's skin record: the account page's 'Hồ sơ da' tab (issue 32). */
export const SKIN_RECORD_HREF = `${paths.shop.account.getHref()}?tab=${ACCOUNT_TABS.skin}`;

/** Every reason behind the warnings ('Hồ sơ da: đang mang thai hoặc cho con bú', a doctor's note), each once. */
export function warningReasons(warnings: readonly AvoidEntry[]): string[] {
  return [...new Set(warnings.flatMap((warning) => warning.reasons))];
}

export type SkinWarningProps = {
  /** What of the customer's avoid list the product holds (`useProductWarnings`); nothing is drawn when empty. */
  warnings: readonly AvoidEntry[];
  /** One short block under a cart line, without the link to the record. */
  compact?: boolean;
};

/**
 * The warning of a product holding an ingredient family the customer's skin record asks to avoid: the sentence, the
 * reasons behind it and the way to the record. Plain markup in the look of antd's warning alert: the product page is
 * rendered without antd (ADR 0025), and the cart shows the same block.
 */
export function SkinWarning({ warnings, compact = false }: SkinWarningProps) {
  if (warnings.length === 0) return null;
  const reasons = warningReasons(warnings);
  return (
    <div role="note" aria-label="Cảnh báo thành phần" className={compact ? styles.compact : styles.alert}>
      <WarningFilledIcon className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.sentence}>{warningSentence(warnings)}</p>
        {compact ? (
          <p className={styles.reasonLine}>{reasons.join(' · ')}</p>
        ) : (
          <>
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <Link to={SKIN_RECORD_HREF} className={styles.link}>
              Xem hồ sơ da
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** The confirmation's body: the sentence and the reasons. */
function ConfirmContent({ warnings }: { warnings: readonly AvoidEntry[] }): ReactNode {
  return (
    <div className={styles.confirm}>
      <p className={styles.sentence}>{warningSentence(warnings)}</p>
      <ul className={styles.reasons}>
        {warningReasons(warnings).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Asks before a product holding an avoided family goes into the cart: true when the customer goes on ('Vẫn thêm vào
 * giỏ', or `okText`), false when they cancel or close the dialog. Without a modal instance (no antd area could come)
 * the browser's own dialog asks.
 */
export function confirmSkinWarning(
  modal: ModalInstance | null,
  warnings: readonly AvoidEntry[],
  okText = 'Vẫn thêm vào giỏ',
): Promise<boolean> {
  if (warnings.length === 0) return Promise.resolve(true);
  if (!modal) return Promise.resolve(window.confirm(warningSentence(warnings)));
  return new Promise((resolve) => {
    modal.confirm({
      title: 'Sản phẩm có thành phần bạn cần tránh',
      content: <ConfirmContent warnings={warnings} />,
      okText,
      cancelText: 'Hủy',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
