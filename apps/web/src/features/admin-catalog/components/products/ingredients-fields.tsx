import { Col, Form, Input, Row, Select, Tag } from 'antd';
import { useMemo } from 'react';
import {
  INGREDIENT_FLAG_LABELS,
  ProductFieldsSchema,
  SKIN_CONCERNS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  ingredientFlags,
  parseInci,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import styles from '../catalog.module.css';

/** At most 80 entries of at most 120 characters (VALIDATION.ingredientsInvalid); an empty list is fine. */
const ingredientsRules = rulesFrom(ProductFieldsSchema.shape.ingredients, { optional: true });
const skinTypeOptions = SKIN_TYPES.map((type) => ({ value: type, label: SKIN_TYPE_LABELS[type] }));
const concernOptions = SKIN_CONCERNS.map((concern) => ({
  value: concern,
  label: SKIN_CONCERN_LABELS[concern],
}));

/** The ingredient families the server will read from the list as typed (the shop's warnings and filters use them). */
function DetectedFamilies() {
  const text = Form.useWatch<string | undefined>('ingredients');
  const flags = useMemo(() => ingredientFlags(parseInci(text ?? '')), [text]);
  return (
    <div className={styles.detectedFlags} aria-live="polite">
      <span className={styles.hint}>Nhóm thành phần nhận diện được:</span>
      {flags.length > 0 ? (
        <ul className={styles.detectedList} aria-label="Nhóm thành phần nhận diện được">
          {flags.map((flag) => (
            <li key={flag}>
              <Tag color="orange">{INGREDIENT_FLAG_LABELS[flag]}</Tag>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.hint}>chưa có</span>
      )}
    </div>
  );
}

/**
 * 'Thành phần và làn da' of the product form (issue 32): the INCI list as the label writes it, the families detected
 * in it as it is typed, and the skin types and concerns the product suits.
 */
export function IngredientsFields() {
  return (
    <>
      <Form.Item
        label="Thành phần (INCI)"
        name="ingredients"
        rules={ingredientsRules}
        extra="Theo thứ tự trên nhãn, cách nhau bằng dấu phẩy (tối đa 80 thành phần)."
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} placeholder="Aqua, Glycerin, Niacinamide, …" />
      </Form.Item>
      <DetectedFamilies />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Loại da phù hợp" name="skinTypes" style={{ marginBottom: 0 }}>
            <Select mode="multiple" allowClear options={skinTypeOptions} placeholder="Chọn loại da" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Vấn đề da" name="concerns" style={{ marginBottom: 0 }}>
            <Select mode="multiple" allowClear options={concernOptions} placeholder="Chọn vấn đề da" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
