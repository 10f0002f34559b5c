import { App, Checkbox, Form, Input, InputNumber, Modal, Select, type FormRule } from 'antd';
import { useState } from 'react';
import {
  CreateReturnBodySchema,
  formatVnd,
  pointsText,
  REFUND_METHOD_LABELS,
  refundMethodOf,
  RETURN_IMAGES_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_TEXT_MAX,
  returnFigures,
  ReturnBankAccountSchema,
  ReturnReasonSchema,
  SUCCESS,
  VALIDATION,
  type CreateReturnBody,
  type Image,
  type Order,
  type OrderLine,
  type ReturnReason,
} from '@lumi/shared';
import { isApiError } from '@/lib/errors';
import { firstIssueMessage, rulesFrom } from '@/lib/form-rules';
import { useCreateOrderReturnMutation } from '../api/returns-api';
import { PhotoTilesUpload } from '@/components/image-upload/photo-tiles-upload';
import styles from './orders.module.css';

/** A line picked for the return; `quantity` is null while its box is emptied. */
type LinePick = { lineId: string; quantity: number | null };
type BankValues = { bankName?: string; accountNumber?: string; accountName?: string };
type ReturnFormValues = {
  lines: LinePick[];
  reason: ReturnReason;
  description?: string;
  images: Image[];
  bank?: BankValues;
};

const BANK_FIELDS = ['bankName', 'accountNumber', 'accountName'] as const;
const PLAIN_FIELDS = ['lines', 'reason', 'description', 'images'] as const;

const linesRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const message = firstIssueMessage(CreateReturnBodySchema.shape.lines, value);
      if (message !== null) throw new Error(message);
    },
  },
];
const reasonRules = rulesFrom(ReturnReasonSchema);
const imagesRules = rulesFrom(CreateReturnBodySchema.shape.images);
/** 'Lý do khác' must be told; any reason may be described, up to RETURN_TEXT_MAX characters. */
const descriptionRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (getFieldValue('reason') === ('other' satisfies ReturnReason) && !text) {
        throw new Error(VALIDATION.returnDescriptionRequired);
      }
      const message = firstIssueMessage(CreateReturnBodySchema.shape.description, text);
      if (message !== null) throw new Error(message);
    },
  }),
];
const bankRules = {
  bankName: rulesFrom(ReturnBankAccountSchema.shape.bankName),
  accountNumber: rulesFrom(ReturnBankAccountSchema.shape.accountNumber),
  accountName: rulesFrom(ReturnBankAccountSchema.shape.accountName),
};

/** Every line, whole: what the form starts from. */
const allOf = (order: Order): LinePick[] =>
  order.products.map((line) => ({ lineId: line._id, quantity: line.quantity }));

/** The returned goods at the order's prices. */
function partOf(order: Order, picks: LinePick[]): number {
  return picks.reduce((sum, pick) => {
    const line = order.products.find((l) => l._id === pick.lineId);
    return line && pick.quantity ? sum + line.price * pick.quantity : sum;
  }, 0);
}

function bodyOf(order: Order, values: ReturnFormValues): CreateReturnBody {
  const description = values.description?.trim();
  const bank = values.bank;
  return {
    lines: values.lines.map((pick) => ({ lineId: pick.lineId, quantity: pick.quantity ?? 0 })),
    reason: values.reason,
    ...(description ? { description } : {}),
    images: values.images,
    ...(order.paymentMethod === 'COD'
      ? {
          bank: {
            bankName: bank?.bankName?.trim() ?? '',
            accountNumber: bank?.accountNumber?.trim() ?? '',
            accountName: bank?.accountName?.trim() ?? '',
          },
        }
      : {}),
  };
}

type FieldName = (typeof PLAIN_FIELDS)[number] | ['bank', (typeof BANK_FIELDS)[number]];

/** The form field a body path ('bank.accountNumber', 'lines.0.quantity') belongs to, if it shows one. */
function fieldOf(path: readonly PropertyKey[]): FieldName | null {
  const [head, next] = path.map(String);
  if (head === 'bank') {
    const field = BANK_FIELDS.find((name) => name === next) ?? 'bankName';
    return ['bank', field];
  }
  return PLAIN_FIELDS.find((name) => name === head) ?? null;
}

/** The issues of a body (the shared schema's, or the server's `errors`) under their fields; the first of each. */
function fieldErrors(issues: { path: readonly PropertyKey[]; message: string }[]) {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const name = fieldOf(issue.path);
    const key = JSON.stringify(name);
    if (name === null || seen.has(key)) return [];
    seen.add(key);
    return [{ name, errors: [issue.message] }];
  });
}

/** One checkbox and quantity per order line (a form control: its value is the picked lines). */
function ReturnLinesPicker({
  lines,
  value = [],
  onChange,
}: {
  lines: OrderLine[];
  value?: LinePick[];
  onChange?: (picks: LinePick[]) => void;
}) {
  const set = (lineId: string, quantity: number | null | false) => {
    const next = lines.flatMap((line): LinePick[] => {
      if (line._id === lineId) return quantity === false ? [] : [{ lineId, quantity }];
      const pick = value.find((p) => p.lineId === line._id);
      return pick ? [pick] : [];
    });
    onChange?.(next);
  };

  return (
    <ul className={styles.returnPicks}>
      {lines.map((line) => {
        const pick = value.find((p) => p.lineId === line._id);
        return (
          <li key={line._id} className={styles.returnPick}>
            {line.image ? (
              <img src={line.image} alt="" className={styles.returnLineImage} width={44} height={44} />
            ) : (
              <span className={styles.returnLineImage} />
            )}
            <div className={styles.lineBody}>
              <Checkbox
                checked={pick !== undefined}
                onChange={(event) => set(line._id, event.target.checked ? line.quantity : false)}
              >
                <span className={styles.strong}>{line.name}</span>
              </Checkbox>
              {line.color && <div className={styles.muted}>Màu: {line.color.name}</div>}
              <div className={styles.muted}>
                {formatVnd(line.price)} × {line.quantity} đã mua
              </div>
              <div className={styles.returnQtyRow}>
                <span className={styles.muted}>Số lượng trả</span>
                <InputNumber<number>
                  size="small"
                  min={1}
                  max={line.quantity}
                  precision={0}
                  inputMode="numeric"
                  value={pick ? pick.quantity : line.quantity}
                  disabled={pick === undefined}
                  onChange={(quantity) => set(line._id, quantity)}
                  aria-label={`Số lượng trả: ${line.name}`}
                  className={styles.returnQtyInput}
                />
                <span className={styles.muted}>/ {line.quantity}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Yêu cầu trả hàng' of a delivered order within its window (`POST /orders/{id}/return`, ADR 0065): which units go
 * back, why, photos, and for a cash order the account the money is transferred to; the refund it should give, as
 * the shared rule shares the order's voucher and points out (the shop confirms the figure when it decides).
 */
export function ReturnRequestModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReturnFormValues>();
  const [createReturn, createState] = useCreateOrderReturnMutation();
  const [isUploading, setUploading] = useState(false);
  const picks = Form.useWatch('lines', form) ?? allOf(order);
  const reason = Form.useWatch('reason', form);
  const { message } = App.useApp();
  const isCod = order.paymentMethod === 'COD';

  const figures = returnFigures(
    {
      subtotal: order.subtotal,
      voucherDiscount: order.voucher?.discount ?? 0,
      pointsUsed: order.points?.used ?? 0,
      pointsDiscount: order.points?.discount ?? 0,
      // Unknown here: the points the delivery earned are taken back by the server, not estimated.
      pointsEarned: 0,
    },
    partOf(order, picks),
  );
  const hasDiscounts = (order.voucher?.discount ?? 0) > 0 || (order.points?.discount ?? 0) > 0;

  const submit = async () => {
    let values: ReturnFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    const body = bodyOf(order, values);
    const parsed = CreateReturnBodySchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues));
      return;
    }
    try {
      await createReturn({ orderId: order._id, body }).unwrap();
      void message.success(SUCCESS.returnRequested);
      onClose();
    } catch (error) {
      // The error toast shows the server's message; a field it names shows it under that field too.
      if (isApiError(error) && error.errors) {
        form.setFields(
          fieldErrors(error.errors.map((e) => ({ path: e.path.split('.'), message: e.message }))),
        );
      }
    }
  };

  return (
    <Modal
      title="Yêu cầu trả hàng"
      open={open}
      okText="Gửi yêu cầu"
      cancelText="Đóng"
      okButtonProps={{ loading: createState.isLoading, disabled: isUploading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      className={styles.returnModal}
    >
      <p className={styles.muted}>
        Đơn hàng <span className={styles.code}>{order.code}</span>. Chọn sản phẩm và số lượng muốn trả, cho
        Lumi biết lý do và gửi kèm ảnh sản phẩm.
      </p>
      <Form<ReturnFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ lines: allOf(order), images: [] }}
        className={styles.returnForm}
      >
        <Form.Item name="lines" label="Sản phẩm muốn trả" rules={linesRules}>
          <ReturnLinesPicker lines={order.products} />
        </Form.Item>
        <Form.Item name="reason" label="Lý do trả hàng" rules={reasonRules}>
          <Select
            placeholder="Chọn lý do"
            options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Mô tả chi tiết"
          required={reason === 'other'}
          dependencies={['reason']}
          rules={descriptionRules}
        >
          <Input.TextArea
            rows={3}
            maxLength={RETURN_TEXT_MAX}
            showCount
            placeholder="Mô tả tình trạng sản phẩm hoặc vấn đề bạn gặp phải"
          />
        </Form.Item>
        <Form.Item
          name="images"
          label={`Ảnh sản phẩm (1–${RETURN_IMAGES_MAX} ảnh)`}
          rules={imagesRules}
          required
        >
          <PhotoTilesUpload
            purpose="return"
            max={RETURN_IMAGES_MAX}
            altPrefix="Ảnh trả hàng"
            advice="Chụp rõ sản phẩm, bao bì và lỗi (nếu có)"
            preview
            testId="return-images-input"
            onBusyChange={setUploading}
          />
        </Form.Item>
        {isCod && (
          <fieldset className={styles.returnBankFields}>
            <legend className={styles.returnSubtitle}>Tài khoản nhận tiền hoàn</legend>
            <p className={styles.muted}>
              Đơn thanh toán khi nhận hàng được hoàn tiền bằng chuyển khoản vào tài khoản này.
            </p>
            <Form.Item name={['bank', 'bankName']} label="Ngân hàng" rules={bankRules.bankName}>
              <Input maxLength={100} placeholder="Ví dụ: Vietcombank" autoComplete="off" />
            </Form.Item>
            <Form.Item name={['bank', 'accountNumber']} label="Số tài khoản" rules={bankRules.accountNumber}>
              <Input maxLength={20} inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item name={['bank', 'accountName']} label="Chủ tài khoản" rules={bankRules.accountName}>
              <Input maxLength={100} placeholder="Họ tên như trên tài khoản" autoComplete="off" />
            </Form.Item>
          </fieldset>
        )}
      </Form>
      <section className={styles.returnEstimate} aria-label="Số tiền dự kiến hoàn">
        <p className={styles.returnEstimateAmount} role="status">
          {`Dự kiến hoàn: ${formatVnd(figures.refundAmount)}`}
        </p>
        {figures.pointsBack > 0 && <p>{`Hoàn lại ${pointsText(figures.pointsBack)} đã dùng`}</p>}
        {hasDiscounts && (
          <p className={styles.muted}>Đã trừ phần giảm giá của voucher và điểm thưởng tương ứng.</p>
        )}
        <p className={styles.muted}>Phí vận chuyển không được hoàn lại</p>
        <p className={styles.muted}>
          Hình thức hoàn: {REFUND_METHOD_LABELS[refundMethodOf(order.paymentMethod)]}
        </p>
      </section>
    </Modal>
  );
}
