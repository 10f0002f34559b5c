import {
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Switch,
  type FormInstance,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import {
  VALIDATION,
  VOUCHER_KINDS,
  VOUCHER_KIND_LABELS,
  VoucherFieldsSchema,
  groupThousands,
  type Voucher,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import {
  EMPTY_VOUCHER_FORM,
  crossFieldIssue,
  summaryOf,
  totalLimitIssue,
  voucherToFormValues,
  type VoucherFormValues,
} from '../utils/voucher-form';
import type { VoucherCatalog } from './voucher-catalog';
import { VoucherBrandsSelect, VoucherCategoriesSelect } from './voucher-scope-selects';
import styles from './admin-vouchers.module.css';

const shape = VoucherFieldsSchema.shape;
const codeRules = rulesFrom(shape.code);
const nameRules = rulesFrom(shape.name);
const minOrderRules = rulesFrom(shape.minOrder, { optional: true });
const perCustomerRules = rulesFrom(shape.perCustomerLimit.unwrap());
const totalLimitFormat = rulesFrom(shape.totalLimit, { optional: true });
const maxDiscountFormat = rulesFrom(shape.maxDiscount, { optional: true });

/** The shared rule between fields (`voucherFieldIssues`) for one field, read from the whole form. */
function crossFieldRule(path: 'value' | 'maxDiscount' | 'endDate'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const message = crossFieldIssue(
        {
          kind: getFieldValue('kind') as VoucherFormValues['kind'],
          value: (getFieldValue('value') as number | null | undefined) ?? null,
          maxDiscount: (getFieldValue('maxDiscount') as number | null | undefined) ?? null,
          period: (getFieldValue('period') as VoucherFormValues['period'] | undefined) ?? null,
        },
        path,
      );
      if (message) throw new Error(message);
    },
  });
}

const valueRules = [crossFieldRule('value')];
const maxDiscountRules = [...maxDiscountFormat, crossFieldRule('maxDiscount')];
const periodRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const period = value as [string | undefined, string | undefined] | null | undefined;
      if (!period?.[0]) throw new Error(VALIDATION.startDateRequired);
      if (!period[1]) throw new Error(VALIDATION.endDateRequired);
    },
  },
  crossFieldRule('endDate'),
];

const KIND_OPTIONS = VOUCHER_KINDS.map((kind) => ({ value: kind, label: VOUCHER_KIND_LABELS[kind] }));

type VoucherFormProps = {
  form: FormInstance<VoucherFormValues>;
  /** null: a new voucher. */
  voucher: Voucher | null;
  catalog: VoucherCatalog;
  saving: boolean;
  onFinish: (values: VoucherFormValues) => void;
};

/**
 * The voucher's fields (create and edit): the value follows the kind (₫ off, a percentage with its cap, or the
 * shipping fee up to an optional cap), the scope, the dates and the limits; checked with the shared schema's
 * messages, with a preview of what the customers will read.
 */
export function VoucherForm({ form, voucher, catalog, saving, onFinish }: VoucherFormProps) {
  const { MoneyInput } = catalog;
  // The voucher as it was when the drawer opened (the drawer keys the form by voucher): a refetch while the form is
  // open must not reset what is being typed.
  const [initial] = useState(() => (voucher ? voucherToFormValues(voucher) : EMPTY_VOUCHER_FORM));

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const value = Form.useWatch('value', form);
  const maxDiscount = Form.useWatch('maxDiscount', form);
  const minOrder = Form.useWatch('minOrder', form);
  const summary = summaryOf({ kind, value, maxDiscount, minOrder });

  const totalLimitRules = useMemo<FormRule[]>(
    () => [
      ...totalLimitFormat,
      {
        validator: async (_rule, total: number | null | undefined) => {
          const message = totalLimitIssue(total, voucher?.usedCount ?? 0);
          if (message) throw new Error(message);
        },
      },
    ],
    [voucher?.usedCount],
  );

  const onValuesChange = (changed: Partial<VoucherFormValues>) => {
    // Another kind gives the value another meaning (₫ or %): it is typed again, and the old errors go.
    if ('kind' in changed) {
      form.setFields([
        { name: 'value', value: null, errors: [] },
        { name: 'maxDiscount', errors: [] },
      ]);
    }
  };

  return (
    <Form<VoucherFormValues>
      form={form}
      name="voucher"
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      disabled={saving}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      className={styles.form}
    >
      <Card size="small" title="Thông tin mã" className={styles.section}>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item
              label="Mã giảm giá"
              name="code"
              rules={codeRules}
              normalize={(text: string | undefined) => text?.toUpperCase() ?? ''}
              extra="3–20 chữ cái không dấu hoặc chữ số"
            >
              <Input placeholder="VD: CHAOBAN50" maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item label="Tên mã giảm giá" name="name" rules={nameRules}>
              <Input placeholder="VD: Chào bạn mới" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Loại giảm giá" name="kind">
          <Radio.Group options={KIND_OPTIONS} />
        </Form.Item>
        <Row gutter={16}>
          {kind === 'amount' && (
            <Col xs={24} sm={12}>
              <Form.Item key="amount" label="Số tiền giảm" name="value" rules={valueRules} required>
                <MoneyInput placeholder="VD: 50.000" />
              </Form.Item>
            </Col>
          )}
          {kind === 'percent' && (
            <>
              <Col xs={24} sm={12}>
                <Form.Item key="percent" label="Phần trăm giảm" name="value" rules={valueRules} required>
                  <InputNumber<number>
                    min={1}
                    max={100}
                    precision={0}
                    suffix="%"
                    placeholder="VD: 10"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  key="percent-cap"
                  label="Mức giảm tối đa"
                  name="maxDiscount"
                  rules={maxDiscountRules}
                  required
                >
                  <MoneyInput placeholder="VD: 100.000" />
                </Form.Item>
              </Col>
            </>
          )}
          {kind === 'free_shipping' && (
            <Col xs={24} sm={12}>
              <Form.Item
                key="shipping-cap"
                label="Giảm phí vận chuyển tối đa"
                name="maxDiscount"
                rules={maxDiscountRules}
                extra="Để trống = miễn toàn bộ phí vận chuyển"
              >
                <MoneyInput placeholder="Toàn bộ phí vận chuyển" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item
              label="Giá trị đơn tối thiểu"
              name="minOrder"
              rules={minOrderRules}
              extra="Tính trên các sản phẩm được áp dụng, sau khuyến mãi. Để trống = không yêu cầu"
            >
              <MoneyInput placeholder="Không yêu cầu" />
            </Form.Item>
          </Col>
        </Row>
        {summary && (
          <p className={styles.preview} aria-live="polite">
            Khách hàng sẽ thấy: <b>{summary}</b>
          </p>
        )}
      </Card>

      <Card size="small" title="Phạm vi áp dụng" className={styles.section}>
        <Form.Item
          label="Danh mục"
          name="categories"
          extra="Chọn một danh mục là áp dụng cả các danh mục con. Để trống = áp dụng toàn bộ cửa hàng"
        >
          <VoucherCategoriesSelect />
        </Form.Item>
        <Form.Item
          label="Thương hiệu"
          name="brands"
          extra="Để trống = áp dụng toàn bộ cửa hàng. Khi chọn cả danh mục và thương hiệu, sản phẩm cần thuộc cả hai"
        >
          <VoucherBrandsSelect brands={catalog.brands} />
        </Form.Item>
      </Card>

      <Card size="small" title="Thời gian và giới hạn" className={styles.section}>
        <Form.Item
          label="Thời gian áp dụng"
          name="period"
          rules={periodRules}
          extra="Áp dụng trọn ngày bắt đầu và ngày kết thúc"
          getValueProps={(period: [string, string] | null) => ({
            value: period ? [dayjs(period[0]), dayjs(period[1])] : null,
          })}
          normalize={(range: [Dayjs | null, Dayjs | null] | null) =>
            range?.[0] && range[1] ? [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')] : null
          }
        >
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            placeholder={['Ngày bắt đầu', 'Ngày kết thúc']}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Số lần dùng mỗi khách" name="perCustomerLimit" rules={perCustomerRules}>
              <InputNumber<number> min={1} max={100} precision={0} suffix="lần" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Tổng số lượt dùng"
              name="totalLimit"
              rules={totalLimitRules}
              extra={
                voucher
                  ? `Để trống = không giới hạn · Đã dùng ${groupThousands(voucher.usedCount)} lượt`
                  : 'Để trống = không giới hạn'
              }
            >
              <InputNumber<number>
                min={1}
                precision={0}
                suffix="lượt"
                placeholder="Không giới hạn"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Kích hoạt" name="isActive" valuePropName="checked" className={styles.lastItem}>
          <Switch checkedChildren="Bật" unCheckedChildren="Tắt" />
        </Form.Item>
      </Card>
    </Form>
  );
}
