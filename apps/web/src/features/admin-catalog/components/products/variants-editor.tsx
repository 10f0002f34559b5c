import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Form, Input, InputNumber, Tooltip, type FormRule } from 'antd';
import { PRODUCT_MAX_VARIANTS } from '@lumi/shared';
import {
  isHexColor,
  newVariantRow,
  normaliseHex,
  validateVariants,
  type VariantRow,
} from '../../utils/variants';
import { ImageUpload } from '@/components/image-upload/image-upload';
import styles from './variants-editor.module.css';

/** A colour chosen with the picker or typed as '#RRGGBB'. */
function ColorCodeInput({
  value = '',
  onChange,
  id,
  label = 'Mã màu',
  ...aria
}: {
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
  label?: string;
  'aria-invalid'?: boolean;
}) {
  const valid = isHexColor(value);
  return (
    <div className={styles.color}>
      <ColorPicker
        value={valid ? value : '#000000'}
        disabledAlpha
        format="hex"
        onChange={(color) => onChange?.(color.toHexString().toUpperCase())}
        presets={[
          {
            label: 'Gợi ý',
            colors: [
              '#E11D48',
              '#F43F5E',
              '#FB7185',
              '#F59E0B',
              '#D97706',
              '#10B981',
              '#3B82F6',
              '#8B5CF6',
              '#111827',
              '#F5F5F4',
              '#C2A27C',
              '#8B4513',
            ],
          },
        ]}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={(event) => onChange?.(normaliseHex(event.target.value))}
        placeholder="#RRGGBB"
        maxLength={7}
        className={styles.code}
        aria-label={label}
        aria-invalid={aria['aria-invalid']}
      />
    </div>
  );
}

/** A rule for one cell of row `index`, with the message the shared schema gives. */
function cellRule(index: number, field: 'name' | 'code' | 'stock'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const rows = (getFieldValue('variants') as VariantRow[] | undefined) ?? [];
      const issue = validateVariants(rows).find((i) => i.index === index && i.field === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

const listRule = {
  validator: async (_rule: unknown, rows: VariantRow[] | undefined) => {
    const issue = validateVariants(rows ?? []).find((i) => i.field === 'list');
    if (issue) throw new Error(issue.message);
  },
};

/**
 * The colours of a product (stock per colour): name, colour, optional image and stock of each; add and
 * remove rows, at most 20. Names and colours must differ between rows.
 */
export function VariantsEditor({ disabled = false }: { disabled?: boolean }) {
  const form = Form.useFormInstance();
  const revalidateRows = () => {
    const rows = (form.getFieldValue('variants') as VariantRow[] | undefined) ?? [];
    const touched = rows.flatMap((_row, index) =>
      (['name', 'code'] as const)
        .map((field) => ['variants', index, field])
        .filter((name) => form.isFieldTouched(name)),
    );
    if (touched.length > 0) void form.validateFields(touched).catch(() => undefined);
  };

  return (
    <Form.List name="variants" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.root}>
          {fields.length > 0 && (
            <div className={`${styles.row} ${styles.head}`} aria-hidden>
              <span>Ảnh</span>
              <span>Tên màu</span>
              <span>Màu sắc</span>
              <span>Tồn kho</span>
              <span />
            </div>
          )}
          {fields.map((field, index) => (
            <div key={field.key} className={styles.row} data-testid="variant-row">
              <Form.Item name={[field.name, 'image']} noStyle>
                <ImageUpload
                  purpose="product"
                  label={`ảnh màu ${index + 1}`}
                  width={56}
                  height={56}
                  compact
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'name']}
                rules={[cellRule(index, 'name')]}
                className={styles.cell}
                validateTrigger={['onChange', 'onBlur']}
              >
                <Input
                  placeholder="vd: Hồng đào"
                  maxLength={50}
                  aria-label={`Tên màu ${index + 1}`}
                  onBlur={revalidateRows}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'code']}
                rules={[cellRule(index, 'code')]}
                className={styles.cell}
                validateTrigger={['onChange', 'onBlur']}
              >
                <ColorCodeInput label={`Mã màu ${index + 1}`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'stock']}
                rules={[cellRule(index, 'stock')]}
                className={styles.cell}
              >
                <InputNumber<number>
                  min={0}
                  precision={0}
                  style={{ width: '100%' }}
                  placeholder="0"
                  aria-label={`Tồn kho màu ${index + 1}`}
                />
              </Form.Item>
              <Tooltip title="Xóa màu này">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    remove(field.name);
                    window.setTimeout(revalidateRows, 0);
                  }}
                  disabled={disabled}
                  aria-label={`Xóa màu ${index + 1}`}
                />
              </Tooltip>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              add(newVariantRow((form.getFieldValue('variants') as VariantRow[] | undefined) ?? []))
            }
            disabled={disabled || fields.length >= PRODUCT_MAX_VARIANTS}
            block
          >
            Thêm màu sắc ({fields.length}/{PRODUCT_MAX_VARIANTS})
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
