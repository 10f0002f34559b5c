import { AppstoreOutlined, BgColorsOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Skeleton,
  Switch,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import {
  PRODUCT_MAX_IMAGES,
  PRODUCT_TAGS,
  PRODUCT_TAG_LABELS,
  ProductFieldsSchema,
  SUCCESS,
  VALIDATION,
  formatVnd,
  type Product,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import {
  useCreateProductMutation,
  useGetAllBrandsQuery,
  useUpdateProductMutation,
} from '../../api/admin-catalog-api';
import { todayLocal } from '../../utils/expiry';
import { marginOf } from '../../utils/money';
import {
  EMPTY_PRODUCT_FORM,
  changedProductFields,
  formValuesToBody,
  productServerErrors,
  productToFormValues,
  type ProductFormValues,
  type StockMode,
} from '../../utils/product-form';
import { matchesSearch } from '../../utils/text';
import { newVariantRow, type VariantRow } from '../../utils/variants';
import { CategoryTreeSelect } from '../category-tree-select';
import { IMAGE_HINT, ImageUpload } from '@/components/image-upload/image-upload';
import { ImagesUpload } from '@/components/image-upload/images-upload';
import { MoneyInput } from '../money-input';
import { IngredientsFields } from './ingredients-fields';
import { VariantsEditor } from './variants-editor';
import styles from '../catalog.module.css';

/** The editor (Tiptap / ProseMirror) is the heaviest part of the form: it loads with the form, not the list. */
const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

const shape = ProductFieldsSchema.shape;
const nameRules = rulesFrom(shape.name);
const brandRules = rulesFrom(shape.brand);
const categoryRules = rulesFrom(shape.category);
const priceRules = rulesFrom(shape.price);
const costRules = rulesFrom(shape.cost);
const weightRules = rulesFrom(shape.weight);
const capacityRules = rulesFrom(shape.capacity, { optional: true });
/** Extra images are optional (at most 8): no asterisk. */
const imagesRules = rulesFrom(shape.images).map((rule) => ({ ...rule, required: false }));
const descriptionRules = rulesFrom(shape.description);
const stockRules = rulesFrom(shape.stock);
const keepDescriptionRules = rulesFrom(shape.description, { optional: true });
const mainImageRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(VALIDATION.mainImageRequired);
    },
  },
];

/** The expiry is a day from today on; an unchanged past expiry of a saved product may stay. */
function expiryRules(originalExpiry: string | undefined): FormRule[] {
  return [
    ...rulesFrom(shape.expiry),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === originalExpiry) return;
        if (value < todayLocal()) throw new Error(VALIDATION.expiryInPast);
      },
    },
  ];
}

const tagOptions = PRODUCT_TAGS.map((tag) => ({ value: tag, label: PRODUCT_TAG_LABELS[tag] }));

const stockModeOptions: { value: StockMode; label: ReactNode }[] = [
  {
    value: 'single',
    label: (
      <span>
        <AppstoreOutlined /> Một số lượng tồn kho
      </span>
    ),
  },
  {
    value: 'variants',
    label: (
      <span>
        <BgColorsOutlined /> Theo màu sắc
      </span>
    ),
  },
];

type ProductFormProps = {
  /** null: a new product. */
  product: Product | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
  /** In the edit modal the actions stick to the modal's bottom. */
  variant?: 'page' | 'modal';
  /** The saved description could not be loaded: an empty field keeps it (nothing is sent). */
  descriptionUnknown?: boolean;
};

/** The description editor once loaded; a placeholder of the same height meanwhile. */
function LazyEditor(props: { value?: string; onChange?: (html: string) => void; id?: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
      <RichTextEditor {...props} placeholder="Công dụng, thành phần, cách dùng, lưu ý…" />
    </Suspense>
  );
}

/** Margin of the list price over the cost, under the price fields. */
function MarginHint() {
  const price = Form.useWatch<number | null>('price');
  const cost = Form.useWatch<number | null>('cost');
  if (!price || cost === null || cost === undefined) return null;
  const margin = marginOf(price, cost);
  return (
    <div className={styles.hint} style={margin.amount < 0 ? { color: '#dc2626' } : undefined}>
      Lợi nhuận mỗi sản phẩm: {formatVnd(margin.amount)} ({margin.percent.toLocaleString('vi-VN')}%)
      {margin.amount < 0 ? ' — giá bán thấp hơn giá nhập' : ''}
    </div>
  );
}

/**
 * The full product form (create page and edit modal): basics, prices, expiry, images with upload
 * progress, the rich description, tags, and one stock number or stock per colour. The rules are the
 * shared schema's, so the messages are the server's; a refusal's field errors are shown on the fields.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
  variant = 'page',
  descriptionUnknown = false,
}: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const { message, modal } = App.useApp();
  const [createProduct, createState] = useCreateProductMutation();
  const [updateProduct, updateState] = useUpdateProductMutation();
  const brands = useGetAllBrandsQuery();
  const saving = createState.isLoading || updateState.isLoading;
  const stockMode = Form.useWatch('stockMode', form) ?? 'single';
  const initial = useMemo(() => (product ? productToFormValues(product) : EMPTY_PRODUCT_FORM), [product]);
  const originalBody = useMemo(() => (product ? formValuesToBody(initial) : null), [product, initial]);
  const expiryRulesMemo = useMemo(() => expiryRules(product?.expiry), [product?.expiry]);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, initial]);

  const brandOptions = (brands.data ?? []).map((brand) => ({ value: brand._id, label: brand.name }));

  const onStockModeChange = (mode: StockMode) => {
    const rows = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
    if (mode === 'variants' && rows.length === 0) form.setFieldValue('variants', [newVariantRow([])]);
    if (mode === 'single' && form.getFieldValue('stock') === null) form.setFieldValue('stock', 0);
  };

  const onFinish = async () => {
    // The whole store: fields of the other stock mode are not mounted but keep their values.
    const values = form.getFieldsValue(true) as ProductFormValues;
    const body = formValuesToBody(values);
    try {
      if (product && originalBody) {
        const changes = changedProductFields(originalBody, body);
        if (Object.keys(changes).length === 0) {
          void message.info('Không có thay đổi nào để lưu');
          onCancel();
          return;
        }
        const result = await updateProduct({ id: product._id, body: changes }).unwrap();
        void message.success(result.message ?? SUCCESS.updated);
        onSaved(result.data);
      } else {
        const result = await createProduct(body).unwrap();
        void message.success(result.message ?? SUCCESS.created);
        onSaved(result.data);
      }
    } catch (failure) {
      // The API layer toasts the message; the fields it is about are marked here.
      const fields = productServerErrors(failure, values.stockMode);
      if (fields.length > 0) {
        form.setFields(fields as Parameters<typeof form.setFields>[0]);
        form.scrollToField((fields[0]?.name ?? 'name') as Parameters<typeof form.scrollToField>[0], {
          block: 'center',
          behavior: 'smooth',
        });
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

  const actions = (
    <>
      <Button onClick={cancel} disabled={saving}>
        Hủy
      </Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {product ? 'Lưu thay đổi' : 'Tạo sản phẩm'}
      </Button>
    </>
  );

  const sectionClass = variant === 'modal' ? `${styles.section} ${styles.sectionFlat}` : styles.section;

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void onFinish()}
      disabled={saving}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      requiredMark
    >
      <div className={styles.formGrid}>
        <div className={styles.formMain}>
          <Card title="Thông tin cơ bản" variant="borderless" className={sectionClass}>
            <Form.Item label="Tên sản phẩm" name="name" rules={nameRules}>
              <Input placeholder="vd: Kem chống nắng dịu nhẹ SPF50+ PA++++" maxLength={200} showCount />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Thương hiệu" name="brand" rules={brandRules}>
                  <Select<string>
                    placeholder="Chọn thương hiệu"
                    options={brandOptions}
                    loading={brands.isFetching}
                    showSearch={{
                      filterOption: (input, option) => matchesSearch(String(option?.label ?? ''), input),
                    }}
                    notFoundContent="Không có thương hiệu phù hợp"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Danh mục"
                  name="category"
                  rules={categoryRules}
                  tooltip="Sản phẩm thuộc một danh mục cấp cuối (không có danh mục con)"
                >
                  <CategoryTreeSelect leavesOnly placeholder="Chọn danh mục cấp cuối" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Dung tích" name="capacity" rules={capacityRules}>
                  <Input placeholder="vd: 50ml, 30g" maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label="Khối lượng đóng gói"
                  name="weight"
                  rules={weightRules}
                  tooltip="Dùng để tính phí vận chuyển"
                >
                  <InputNumber<number>
                    min={1}
                    max={50_000}
                    precision={0}
                    suffix="g"
                    style={{ width: '100%' }}
                    placeholder="200"
                  />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title="Giá và hạn sử dụng" variant="borderless" className={sectionClass}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label="Giá bán" name="price" rules={priceRules}>
                  <MoneyInput placeholder="vd: 350.000" aria-label="Giá bán" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Giá nhập"
                  name="cost"
                  rules={costRules}
                  tooltip="Không hiển thị cho khách hàng; dùng cho thống kê lợi nhuận"
                >
                  <MoneyInput placeholder="vd: 210.000" aria-label="Giá nhập" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Hạn sử dụng"
                  name="expiry"
                  rules={expiryRulesMemo}
                  getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
                  normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined)}
                >
                  <DatePicker
                    format="DD/MM/YYYY"
                    placeholder="Chọn ngày"
                    style={{ width: '100%' }}
                    disabledDate={(day) => day.format('YYYY-MM-DD') < todayLocal()}
                    showNow={false}
                  />
                </Form.Item>
              </Col>
            </Row>
            <MarginHint />
          </Card>

          <Card title="Mô tả sản phẩm" variant="borderless" className={sectionClass}>
            <Form.Item
              name="description"
              rules={descriptionUnknown ? keepDescriptionRules : descriptionRules}
              style={{ marginBottom: 0 }}
              extra={
                descriptionUnknown
                  ? 'Không tải được mô tả đã lưu (sản phẩm đang ẩn hoặc đã hết hạn): để trống để giữ nguyên, hoặc nhập mô tả mới để thay thế.'
                  : undefined
              }
            >
              <LazyEditor />
            </Form.Item>
          </Card>

          <Card title="Thành phần và làn da" variant="borderless" className={sectionClass}>
            <IngredientsFields />
          </Card>

          <Card title="Tồn kho" variant="borderless" className={sectionClass}>
            <Form.Item name="stockMode" style={{ marginBottom: 16 }}>
              <Segmented<StockMode> options={stockModeOptions} onChange={onStockModeChange} />
            </Form.Item>
            {stockMode === 'single' ? (
              <Form.Item label="Số lượng tồn kho" name="stock" rules={stockRules} style={{ maxWidth: 260 }}>
                <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} placeholder="0" />
              </Form.Item>
            ) : (
              <VariantsEditor disabled={saving} />
            )}
          </Card>
        </div>

        <div className={styles.formSide}>
          <Card title="Trạng thái" variant="borderless" className={sectionClass}>
            <div className={styles.switchRow}>
              <div>
                <div className={styles.switchLabel}>Hiển thị trên cửa hàng</div>
                <div className={styles.hint}>Tắt để ẩn sản phẩm khỏi cửa hàng</div>
              </div>
              <Form.Item name="enable" valuePropName="checked" noStyle>
                <Switch aria-label="Hiển thị trên cửa hàng" />
              </Form.Item>
            </div>
          </Card>

          <Card title="Hình ảnh" variant="borderless" className={sectionClass}>
            <Form.Item label="Ảnh chính" name="mainImage" rules={mainImageRules} extra={IMAGE_HINT}>
              <ImageUpload purpose="product" label="ảnh chính" width={180} height={180} allowRemove={false} />
            </Form.Item>
            <Form.Item
              label={`Ảnh phụ (tối đa ${PRODUCT_MAX_IMAGES})`}
              name="images"
              rules={imagesRules}
              style={{ marginBottom: 0 }}
            >
              <ImagesUpload purpose="product" max={PRODUCT_MAX_IMAGES} size={92} />
            </Form.Item>
          </Card>

          <Card title="Nhãn sản phẩm" variant="borderless" className={sectionClass}>
            <Form.Item name="tags" style={{ marginBottom: 0 }}>
              <Checkbox.Group options={tagOptions} className={styles.tagGroup} />
            </Form.Item>
          </Card>
        </div>
      </div>
      {variant === 'modal' ? (
        <div className={styles.stickyActions}>{actions}</div>
      ) : (
        <div className={styles.pageActions}>{actions}</div>
      )}
    </Form>
  );
}
