import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Select, Tooltip, type FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useState } from 'react';
import {
  ERRORS,
  ROUTINE_ITEMS_MAX,
  ROUTINE_MESSAGES,
  ROUTINE_NOTE_MAX,
  ROUTINE_PER_USE_MAX,
  ROUTINE_QUANTITY_MAX,
  ROUTINE_TITLE_MAX,
  ROUTINE_USAGE_MAX,
  RoutineItemInputSchema,
  RoutineNoteSchema,
  RoutineQuantitySchema,
  RoutineTitleSchema,
  RoutineUsageSchema,
  formatVnd,
  type ProductSummary,
} from '@lumi/shared';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { isApiError } from '@/lib/errors';
import { rulesFrom } from '@/lib/form-rules';
import { useCreateRoutineMutation, useSearchRoutineProductsQuery } from '../api/routines-api';
import { DURATION_OPTIONS, USES_PER_DAY_OPTIONS, fieldNameOf } from '../utils/routine-usage';
import styles from './routines.module.css';

/** The booking the routine is for, as the doctor's drawer knows it. */
export type RoutineBooking = { _id: string; code: string; customerName: string };

type ItemValues = {
  productId: string;
  variantId?: string;
  quantity: number;
  usage: string;
  perUse?: number | null;
  usesPerDay?: number | null;
};
type ComposerValues = { title: string; note?: string; durationDays?: number | null; items?: ItemValues[] };

/** The fields of an item the server's errors may name (`items.N.<field>`), shown under that field. */
const ITEM_FIELDS = new Set(['variantId', 'quantity', 'usage', 'perUse', 'usesPerDay']);
const ROUTINE_FIELDS = new Set(['title', 'note', 'durationDays', 'items']);

/** The server's validation errors under the fields they name (the first of each); the others stay in the toast. */
function serverFieldErrors(errors: readonly { path: string; message: string }[]) {
  const seen = new Set<string>();
  const fields: { name: NamePath; errors: string[] }[] = [];
  for (const error of errors) {
    const name = fieldNameOf(error.path);
    const known =
      name.length === 1
        ? ROUTINE_FIELDS.has(String(name[0]))
        : name.length === 3 &&
          name[0] === 'items' &&
          typeof name[1] === 'number' &&
          ITEM_FIELDS.has(String(name[2]));
    if (!known || seen.has(error.path)) continue;
    seen.add(error.path);
    fields.push({ name, errors: [error.message] });
  }
  return fields;
}

const perUseRules = rulesFrom(RoutineItemInputSchema.shape.perUse, { optional: true });
const usesPerDayRules = rulesFrom(RoutineItemInputSchema.shape.usesPerDay, { optional: true });

/**
 * Both amounts or neither (the server's rule): the message goes under the one left empty, as the server puts it.
 */
const amountsPairRule =
  (name: number, other: 'perUse' | 'usesPerDay'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const otherValue: unknown = getFieldValue(['items', name, other]);
      if ((value === undefined || value === null) && otherValue !== undefined && otherValue !== null)
        throw new Error(ROUTINE_MESSAGES.usageAmountsBoth);
    },
  });

const hasAmount = (value: number | null | undefined): value is number =>
  value !== undefined && value !== null;

const itemsRule = {
  validator: async (_rule: unknown, items: ItemValues[] | undefined) => {
    if (!items || items.length === 0) throw new Error(ROUTINE_MESSAGES.itemsRequired);
    if (items.length > ROUTINE_ITEMS_MAX) throw new Error(ROUTINE_MESSAGES.itemsMax);
  },
};

const colorRule: FormRule = { required: true, message: ERRORS.PRODUCT_COLOR_REQUIRED.message };

type RoutineComposerProps = { booking: RoutineBooking | null; onClose: () => void };

/**
 * The doctor's routine form (`POST /routines`): products picked from the shop's search, each with its colour when
 * sold in colours, a quantity and how to use it, in the order of the steps; a title and a note. Validation messages
 * are the server's (the shared schema).
 */
export function RoutineComposer({ booking, onClose }: RoutineComposerProps) {
  const [form] = Form.useForm<ComposerValues>();
  const [create, { isLoading }] = useCreateRoutineMutation();
  const { message } = App.useApp();
  // The picked products' facts (name, picture, colours), by id: the form holds only what is sent.
  const [picked, setPicked] = useState<Record<string, ProductSummary>>({});

  const submit = async (values: ComposerValues) => {
    if (!booking) return;
    const result = await create({
      bookingId: booking._id,
      title: values.title,
      note: values.note?.trim() ? values.note : null,
      ...(hasAmount(values.durationDays) ? { durationDays: values.durationDays } : {}),
      items: (values.items ?? []).map((item) => ({
        productId: item.productId,
        variantId: item.variantId ?? null,
        quantity: item.quantity,
        usage: item.usage,
        // Both or neither: the amounts go together (the form refuses one alone; the server too).
        ...(hasAmount(item.perUse) || hasAmount(item.usesPerDay)
          ? { perUse: item.perUse ?? null, usesPerDay: item.usesPerDay ?? null }
          : {}),
      })),
    });
    if ('data' in result) {
      void message.success(ROUTINE_MESSAGES.created);
      onClose();
      return;
    }
    // The toast says what went wrong; a field the server names shows it under that field too.
    if (isApiError(result.error) && result.error.errors) {
      form.setFields(serverFieldErrors(result.error.errors));
    }
  };

  return (
    <Modal
      open={booking !== null}
      title={booking ? `Gợi ý liệu trình cho ${booking.customerName} (${booking.code})` : 'Gợi ý liệu trình'}
      okText="Gửi liệu trình"
      cancelText="Hủy"
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      afterClose={() => setPicked({})}
    >
      <Form<ComposerValues>
        form={form}
        layout="vertical"
        initialValues={{ items: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label="Tên liệu trình" name="title" rules={rulesFrom(RoutineTitleSchema)}>
          <Input maxLength={ROUTINE_TITLE_MAX} placeholder="VD: Liệu trình phục hồi da sau mụn" />
        </Form.Item>
        <Form.Item label="Ghi chú" name="note" rules={rulesFrom(RoutineNoteSchema, { optional: true })}>
          <Input.TextArea
            rows={2}
            maxLength={ROUTINE_NOTE_MAX}
            showCount
            placeholder="Lời dặn chung cho khách hàng"
          />
        </Form.Item>
        <Form.Item
          label="Thời gian liệu trình"
          name="durationDays"
          extra="Hết liệu trình, khách được gợi ý tái khám"
        >
          <Select<number>
            allowClear
            placeholder="Không đặt thời gian"
            className={styles.durationSelect}
            options={DURATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          />
        </Form.Item>
        <Form.List name="items" rules={[itemsRule]}>
          {(fields, { add, remove, move }, { errors }) => (
            <>
              <Form.Item label={`Sản phẩm (${fields.length}/${ROUTINE_ITEMS_MAX})`} required>
                <ProductPicker
                  disabled={fields.length >= ROUTINE_ITEMS_MAX}
                  onPick={(product) => {
                    setPicked((current) => ({ ...current, [product._id]: product }));
                    const firstColour = product.variants.find((v) => v.stock > 0);
                    add({
                      productId: product._id,
                      ...(firstColour ? { variantId: firstColour._id } : {}),
                      quantity: 1,
                      usage: '',
                    });
                  }}
                />
              </Form.Item>
              {fields.map((field, index) => {
                const productId = form.getFieldValue(['items', field.name, 'productId']) as string;
                const product = picked[productId];
                const name = product?.name ?? 'Sản phẩm';
                return (
                  <div key={field.key} className={styles.composerItem} data-testid="routine-item">
                    {product ? (
                      <img src={product.mainImage.url} alt="" className={styles.thumb} />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                    <div>
                      {/* Registered so that the submitted values carry it (the form sends registered fields only). */}
                      <Form.Item name={[field.name, 'productId']} hidden>
                        <Input />
                      </Form.Item>
                      <div className={styles.itemName}>
                        {index + 1}. {name}
                        {product && <span className={styles.muted}> · {formatVnd(product.finalPrice)}</span>}
                      </div>
                      <div className={styles.composerFields}>
                        {product && product.variants.length > 0 && (
                          <Form.Item name={[field.name, 'variantId']} rules={[colorRule]}>
                            <Select
                              aria-label={`Màu của ${name}`}
                              placeholder="Chọn màu"
                              style={{ width: 160 }}
                              options={product.variants.map((v) => ({
                                value: v._id,
                                label: v.stock > 0 ? v.name : `${v.name} (hết hàng)`,
                                disabled: v.stock <= 0,
                              }))}
                            />
                          </Form.Item>
                        )}
                        <Form.Item name={[field.name, 'quantity']} rules={rulesFrom(RoutineQuantitySchema)}>
                          <InputNumber<number>
                            min={1}
                            max={ROUTINE_QUANTITY_MAX}
                            precision={0}
                            aria-label={`Số lượng ${name}`}
                          />
                        </Form.Item>
                      </div>
                      <Form.Item name={[field.name, 'usage']} rules={rulesFrom(RoutineUsageSchema)}>
                        <Input.TextArea
                          rows={2}
                          maxLength={ROUTINE_USAGE_MAX}
                          aria-label={`Cách dùng ${name}`}
                          placeholder="Cách dùng, VD: Sáng và tối, sau bước làm sạch"
                        />
                      </Form.Item>
                      <div className={styles.composerAmounts}>
                        <Form.Item
                          label="Lượng mỗi lần"
                          name={[field.name, 'perUse']}
                          dependencies={[['items', field.name, 'usesPerDay']]}
                          rules={[...perUseRules, amountsPairRule(field.name, 'usesPerDay')]}
                          extra="ml/g/viên/miếng theo dung tích sản phẩm"
                        >
                          <InputNumber<number>
                            min={0.1}
                            max={ROUTINE_PER_USE_MAX}
                            step={0.1}
                            placeholder="VD: 1"
                            className={styles.amountInput}
                            aria-label={`Lượng mỗi lần ${name}`}
                          />
                        </Form.Item>
                        <Form.Item
                          label="Số lần mỗi ngày"
                          name={[field.name, 'usesPerDay']}
                          dependencies={[['items', field.name, 'perUse']]}
                          rules={[...usesPerDayRules, amountsPairRule(field.name, 'perUse')]}
                        >
                          <Select<number>
                            allowClear
                            placeholder="Chọn"
                            aria-label={`Số lần mỗi ngày ${name}`}
                            options={USES_PER_DAY_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                          />
                        </Form.Item>
                      </div>
                      <div className={styles.hint}>Để ứng dụng nhắc khách mua lại trước khi hết</div>
                    </div>
                    <div className={styles.composerActions}>
                      <Tooltip title="Lên trước">
                        <Button
                          type="text"
                          icon={<ArrowUpOutlined />}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                          aria-label={`Đưa ${name} lên trước`}
                        />
                      </Tooltip>
                      <Tooltip title="Xuống sau">
                        <Button
                          type="text"
                          icon={<ArrowDownOutlined />}
                          disabled={index === fields.length - 1}
                          onClick={() => move(index, index + 1)}
                          aria-label={`Đưa ${name} xuống sau`}
                        />
                      </Tooltip>
                      <Tooltip title="Bỏ sản phẩm">
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                          aria-label={`Bỏ ${name}`}
                        />
                      </Tooltip>
                    </div>
                  </div>
                );
              })}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** A search box over the shop's products (`GET /products/search`); a product out of stock cannot be picked. */
function ProductPicker({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (product: ProductSummary) => void;
}) {
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedSearch(search, setSearch);
  const query = useSearchRoutineProductsQuery(search, { skip: search.trim() === '' });
  const results = search.trim() === '' ? [] : (query.data ?? []);

  return (
    <Select<string>
      showSearch={{
        filterOption: false,
        searchValue: text,
        onSearch: setText,
      }}
      value={null}
      placeholder="Tìm sản phẩm theo tên để thêm vào liệu trình"
      aria-label="Tìm sản phẩm"
      disabled={disabled}
      loading={query.isFetching}
      notFoundContent={search.trim() === '' ? 'Nhập tên sản phẩm' : 'Không tìm thấy sản phẩm'}
      onChange={(id) => {
        const product = results.find((p) => p._id === id);
        if (product) onPick(product);
        setText('');
        setSearch('');
      }}
      options={results.map((p) => ({
        value: p._id,
        disabled: p.totalQuantity <= 0,
        label: (
          <span className={styles.option}>
            <img src={p.mainImage.url} alt="" className={styles.optionThumb} />
            <span>
              {p.name} · {formatVnd(p.finalPrice)}
              {p.totalQuantity <= 0 ? ' (hết hàng)' : ''}
            </span>
          </span>
        ),
      }))}
    />
  );
}
