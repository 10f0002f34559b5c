import { CloseOutlined, TagOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { formatVnd, VALIDATION, type OrderQuote } from '@lumi/shared';
import styles from './voucher-field.module.css';

/**
 * 'Mã giảm giá' of the cart and the checkout (ADR 0062): a code typed and applied, then what the server's quote says
 * of it — its saving, or why it cannot apply — with 'Bỏ mã'. The code itself is kept by the caller.
 */
export function VoucherField({
  code,
  quote,
  pending,
  onApply,
  onRemove,
}: {
  /** The applied code, or null. */
  code: string | null;
  /** The quote asked with that code (its `voucher` or `voucherIssue`), null while none came back. */
  quote: Pick<OrderQuote, 'voucher' | 'voucherIssue'> | null;
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const applied = code && quote?.voucher?.code === code ? quote.voucher : null;
  const issue = code && quote?.voucherIssue ? quote.voucherIssue.message : null;

  if (code) {
    return (
      <section className={styles.box} aria-label="Mã giảm giá">
        <div className={styles.applied}>
          <TagOutlined aria-hidden="true" className={styles.icon} />
          <div className={styles.text}>
            <strong className={styles.code}>{code}</strong>
            {applied ? (
              <span className={styles.summary}>
                {applied.summary}
                {applied.discount + applied.shippingDiscount > 0 &&
                  ` · Tiết kiệm ${formatVnd(applied.discount + applied.shippingDiscount)}`}
              </span>
            ) : issue ? (
              <span className={styles.issue} role="alert">
                {issue}
              </span>
            ) : (
              <span className={styles.summary}>{pending ? 'Đang kiểm tra mã…' : ''}</span>
            )}
          </div>
          <Button type="text" size="small" icon={<CloseOutlined aria-hidden="true" />} onClick={onRemove}>
            Bỏ mã
          </Button>
        </div>
      </section>
    );
  }

  const apply = () => {
    const value = typed.trim();
    setEmpty(value === '');
    if (value) {
      onApply(value.toUpperCase());
      setTyped('');
    }
  };
  return (
    <section className={styles.box} aria-label="Mã giảm giá">
      <label htmlFor="voucher-code" className={styles.label}>
        Mã giảm giá
      </label>
      <div className={styles.row}>
        <Input
          id="voucher-code"
          value={typed}
          maxLength={20}
          placeholder="Nhập mã giảm giá"
          autoComplete="off"
          status={empty ? 'error' : undefined}
          aria-invalid={empty}
          aria-describedby={empty ? 'voucher-code-error' : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            if (empty) setEmpty(false);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
        />
        <Button onClick={apply}>Áp dụng</Button>
      </div>
      {empty && (
        <span id="voucher-code-error" className={styles.issue} role="alert">
          {VALIDATION.voucherCodeRequired}
        </span>
      )}
    </section>
  );
}
