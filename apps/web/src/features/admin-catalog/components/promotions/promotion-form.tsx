import { App, Button, Card, Col, DatePicker, Form, Input, Row, Switch, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  PromotionFieldsSchema,
  SUCCESS,
  VALIDATION,
  toLocalDate,
  type PromotionCandidate,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import {
  useCreatePromotionMutation,
  useUpdatePromotionMutation,
  type AdminPromotion,
} from '../../api/admin-catalog-api';
import { todayLocal } from '../../utils/expiry';
import {
  EMPTY_PROMOTION_FORM,
  candidateToLine,
  conflictsByProduct,
  formValuesToCreateBody,
  formValuesToUpdateBody,
  promotionFieldErrors,
  promotionToFormValues,
  type PromotionFormValues,
  type PromotionLine,
} from '../../utils/promotion-form';
import { IMAGE_HINT, ImageUpload } from '@/components/image-upload/image-upload';
import { PromotionLinesTable } from './promotion-lines-table';
import { PromotionProductPicker } from './promotion-product-picker';
import styles from '../catalog.module.css';
import own from './promotion-form.module.css';

const shape = PromotionFieldsSchema.shape;
const nameRules = rulesFrom(shape.name);
const descriptionRules = rulesFrom(shape.description);
const bannerRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(VALIDATION.bannerRequired);
    },
  },
];

/** The period: both days chosen, the start not in the past (unless a saved start is kept), end ≥ start. */
function periodRules(originalStart: string | undefined): FormRule[] {
  return [
    {
      required: true,
      validator: async (_rule, value: unknown) => {
        const period = value as [string | undefined, string | undefined] | null | undefined;
        if (!period?.[0]) throw new Error(VALIDATION.startDateRequired);
        if (!period[1]) throw new Error(VALIDATION.endDateRequired);
        if (period[0] !== originalStart && period[0] < todayLocal())
          throw new Error(VALIDATION.startDateInPast);
        if (period[1] < period[0]) throw new Error(VALIDATION.endBeforeStart);
      },
    },
  ];
}

const linesRules = [
  {
    validator: async (_rule: unknown, lines: PromotionLine[] | undefined) => {
      const count = lines?.length ?? 0;
      if (count === 0) throw new Error(VALIDATION.promotionProductsRequired);
      if (count > 200) throw new Error(VALIDATION.promotionProductsMax);
    },
  },
];

const NO_CONFLICTS: ReadonlyMap<string, string> = new Map();

type PromotionFormProps = {
  /** null: a new promotion. */
  promotion: AdminPromotion | null;
  onSaved: (promotion: AdminPromotion) => void;
  onCancel: () => void;
};

/**
 * The promotion form (create and detail pages): name, description, banner, period, active switch, the
 * product picker and the chosen products with their terms and a live price / margin preview.
 */
export function PromotionForm({ promotion, onSaved, onCancel }: PromotionFormProps) {
  const [form] = Form.useForm<PromotionFormValues>();
  const { message, modal } = App.useApp();
  const [createPromotion, createState] = useCreatePromotionMutation();
  const [updatePromotion, updateState] = useUpdatePromotionMutation();
  const saving = createState.isLoading || updateState.isLoading;
  // The products the server refused, for the promotion as loaded (a fresh load starts clean).
  const [refusal, setRefusal] = useState<{
    for: AdminPromotion | null;
    byProduct: ReadonlyMap<string, string>;
  }>({
    for: promotion,
    byProduct: new Map(),
  });
  const conflicts = refusal.for === promotion ? refusal.byProduct : NO_CONFLICTS;
  const setConflicts = useCallback(
    (
      update:
        ReadonlyMap<string, string> | ((current: ReadonlyMap<string, string>) => ReadonlyMap<string, string>),
    ) =>
      setRefusal((current) => {
        const base = current.for === promotion ? current.byProduct : NO_CONFLICTS;
        return { for: promotion, byProduct: typeof update === 'function' ? update(base) : update };
      }),
    [promotion],
  );

  const initial = useMemo(
    () => (promotion ? promotionToFormValues(promotion) : EMPTY_PROMOTION_FORM),
    [promotion],
  );
  const originalStart = promotion ? toLocalDate(promotion.startDate) : undefined;
  const periodRulesMemo = useMemo(() => periodRules(originalStart), [originalStart]);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const period = Form.useWatch('period', { form, preserve: true }) ?? null;
  // `preserve`: the lines' product fields (id, name, price, cost) have no input of their own.
  const watchedLines = Form.useWatch('lines', { form, preserve: true });
  const lines = useMemo(() => watchedLines ?? [], [watchedLines]);
  const selectedIds = useMemo(() => lines.map((line) => line.productId), [lines]);
  const periodDays = period?.[0] && period[1] ? { startDate: period[0], endDate: period[1] } : null;

  const currentLines = useCallback(
    () => (form.getFieldValue('lines') as PromotionLine[] | undefined) ?? [],
    [form],
  );

  const addCandidates = (candidates: PromotionCandidate[]) => {
    const existing = currentLines();
    const ids = new Set(existing.map((line) => line.productId));
    const added = candidates.filter((candidate) => !ids.has(candidate._id)).map(candidateToLine);
    if (added.length === 0) return;
    form.setFieldValue('lines', [...existing, ...added]);
    void form.validateFields(['lines']).catch(() => undefined);
  };

  const removeProducts = (productIds: string[]) => {
    const drop = new Set(productIds);
    form.setFieldValue(
      'lines',
      currentLines().filter((line) => !drop.has(line.productId)),
    );
    setConflicts((current) => {
      const next = new Map(current);
      for (const id of productIds) next.delete(id);
      return next;
    });
  };

  /**
   * Every product the picker has shown: a saved line learns its cost (for the margin), expiry and other
   * promotions (for the overlap warning) from it.
   */
  const [known, setKnown] = useState<ReadonlyMap<string, PromotionCandidate>>(new Map());
  const learn = useCallback((candidates: PromotionCandidate[]) => {
    setKnown((current) => {
      const next = new Map(current);
      for (const candidate of candidates) next.set(candidate._id, candidate);
      return next;
    });
  }, []);

  const onValuesChange = (changed: Partial<PromotionFormValues>) => {
    // New dates or terms: the server's earlier refusal no longer says anything about them.
    if ('period' in changed && conflicts.size > 0) setConflicts(new Map());
  };

  const onFinish = async () => {
    // The whole store: the lines carry fields (product, price, cost) that have no input of their own.
    const values = form.getFieldsValue(true) as PromotionFormValues;
    try {
      if (promotion) {
        const result = await updatePromotion({
          id: promotion._id,
          body: formValuesToUpdateBody(values, promotion),
        }).unwrap();
        void message.success(result.message ?? SUCCESS.updated);
        onSaved(result.data);
      } else {
        const result = await createPromotion(formValuesToCreateBody(values)).unwrap();
        void message.success(result.message ?? SUCCESS.created);
        onSaved(result.data);
      }
    } catch (failure) {
      const byProduct = conflictsByProduct(failure, values.lines);
      setConflicts(byProduct);
      const fields = promotionFieldErrors(failure);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      if (byProduct.size > 0) {
        document.getElementById('promotion-lines')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    }
  };

  const cancel = () => {
    if (!form.isFieldsTouched()) {
      onCancel();
      return;
    }
    modal.confirm({
      title: 'Bỏ các thay đổi?',
      content: 'Những thông tin bạn vừa nhập sẽ không được lưu.',
      okText: 'Bỏ thay đổi',
      cancelText: 'Tiếp tục sửa',
      okButtonProps: { danger: true },
      onOk: onCancel,
    });
  };

  return (
    <Form<PromotionFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void onFinish()}
      onValuesChange={onValuesChange}
      disabled={saving}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
    >
      <div className={own.stack}>
        <Card title="Thông tin khuyến mãi" variant="borderless" className={styles.section}>
          <Row gutter={24}>
            <Col xs={24} lg={15}>
              <Form.Item label="Tên khuyến mãi" name="name" rules={nameRules}>
                <Input placeholder="vd: Hè rực rỡ - giảm đến 30%" maxLength={200} showCount />
              </Form.Item>
              <Form.Item label="Mô tả" name="description" rules={descriptionRules}>
                <Input.TextArea
                  placeholder="Nội dung chương trình hiển thị cho khách hàng"
                  autoSize={{ minRows: 4, maxRows: 8 }}
                  maxLength={2000}
                  showCount
                />
              </Form.Item>
              <Row gutter={16} align="bottom">
                <Col xs={24} md={16}>
                  <Form.Item
                    label="Thời gian diễn ra"
                    name="period"
                    rules={periodRulesMemo}
                    getValueProps={(value: [string, string] | null) => ({
                      value: value ? [dayjs(value[0]), dayjs(value[1])] : null,
                    })}
                    normalize={(value: [Dayjs | null, Dayjs | null] | null) =>
                      value?.[0] && value[1]
                        ? [value[0].format('YYYY-MM-DD'), value[1].format('YYYY-MM-DD')]
                        : null
                    }
                  >
                    <DatePicker.RangePicker
                      format="DD/MM/YYYY"
                      placeholder={['Ngày bắt đầu', 'Ngày kết thúc']}
                      style={{ width: '100%' }}
                      disabledDate={(day, info) => {
                        const text = day.format('YYYY-MM-DD');
                        if (text >= todayLocal()) return false;
                        // A saved start in the past may stay as it is.
                        return !(
                          info.type === 'date' &&
                          originalStart !== undefined &&
                          text === originalStart
                        );
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item label="Kích hoạt" name="isActive" valuePropName="checked">
                    <Switch checkedChildren="Bật" unCheckedChildren="Tắt" />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
            <Col xs={24} lg={9}>
              <Form.Item
                label="Ảnh banner"
                name="banner"
                rules={bannerRules}
                extra={`${IMAGE_HINT} · tỉ lệ 8:3 (ví dụ 1600×600)`}
              >
                <ImageUpload
                  purpose="promotion"
                  label="banner"
                  width={360}
                  height={120}
                  allowRemove={false}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Chọn sản phẩm" variant="borderless" className={styles.section}>
          <PromotionProductPicker
            period={periodDays}
            editingPromotionId={promotion?._id}
            selectedIds={selectedIds}
            onAdd={addCandidates}
            onRemove={removeProducts}
            onLoaded={learn}
            disabled={saving}
          />
        </Card>

        <Card
          id="promotion-lines"
          title={`Sản phẩm khuyến mãi (${lines.length})`}
          variant="borderless"
          className={styles.section}
        >
          <Form.List name="lines" rules={linesRules}>
            {(fields, _operations, { errors }) => (
              <>
                <PromotionLinesTable
                  fields={fields}
                  lines={lines}
                  period={periodDays}
                  editingPromotionId={promotion?._id}
                  known={known}
                  conflicts={conflicts}
                  disabled={saving}
                  onRemove={(index) => {
                    const line = lines[index];
                    if (line) removeProducts([line.productId]);
                  }}
                />
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Card>
      </div>
      <div className={styles.pageActions}>
        <Button onClick={cancel} disabled={saving}>
          Hủy
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {promotion ? 'Lưu thay đổi' : 'Tạo khuyến mãi'}
        </Button>
      </div>
    </Form>
  );
}
