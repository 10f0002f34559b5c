import { App, Button, Card, Col, Form, InputNumber, Row } from 'antd';
import { useState } from 'react';
import { SUCCESS, type LoyaltyProgram } from '@lumi/shared';
import { useUpdateAdminLoyaltyProgramMutation } from '../api/admin-loyalty-api';
import {
  formValuesToBody,
  previewOf,
  programFieldErrors,
  programToFormValues,
  sameAsSaved,
  type LoyaltyFormValues,
} from '../utils/program-form';
import { LoyaltyExample } from './loyalty-example';
import { LoyaltyTiers } from './loyalty-tiers';
import type { MoneyInputComponent } from './money-input-props';
import { programFieldRule } from './program-field-rule';
import styles from './admin-loyalty.module.css';

const earnStepRules = programFieldRule('earnStep');
const pointValueRules = programFieldRule('pointValue');
const maxShareRules = programFieldRule('maxSharePercent');

type LoyaltyProgramFormProps = {
  /** The programme as saved. */
  program: LoyaltyProgram;
  MoneyInput: MoneyInputComponent;
};

/**
 * The programme's fields, checked with the shared schema's messages (what the server would answer), with a worked
 * example that follows what is typed; a refusal marks the fields it is about (its message is toasted by the API
 * layer), a save shows the server's message.
 */
export function LoyaltyProgramForm({ program, MoneyInput }: LoyaltyProgramFormProps) {
  const [form] = Form.useForm<LoyaltyFormValues>();
  // The programme as it was when the page opened: a refetch must not reset what is being typed.
  const [initial] = useState(() => programToFormValues(program));
  const [update, { isLoading: saving }] = useUpdateAdminLoyaltyProgramMutation();
  const { message } = App.useApp();

  // Watched fields are undefined until the form has mounted its fields; an emptied one is null.
  const earnStep = Form.useWatch('earnStep', form);
  const pointValue = Form.useWatch('pointValue', form);
  const maxSharePercent = Form.useWatch('maxSharePercent', form);
  const tiers = Form.useWatch('tiers', form);
  const current: LoyaltyFormValues = {
    earnStep: earnStep === undefined ? initial.earnStep : earnStep,
    pointValue: pointValue === undefined ? initial.pointValue : pointValue,
    maxSharePercent: maxSharePercent === undefined ? initial.maxSharePercent : maxSharePercent,
    tiers: tiers ?? initial.tiers,
  };
  const preview = previewOf(current);
  const changed = !sameAsSaved(current, program);

  const onFinish = async () => {
    // The fields' rules have passed: the body is the shared schema's reading of the form.
    const body = formValuesToBody(form.getFieldsValue(true) as LoyaltyFormValues);
    if (!body) return;
    try {
      const result = await update(body).unwrap();
      form.setFieldsValue(programToFormValues(result.data));
      void message.success(result.message ?? SUCCESS.updated);
    } catch (failure) {
      const fields = programFieldErrors(failure);
      if (fields.length > 0) form.setFields(fields);
    }
  };

  const discard = () => {
    form.resetFields();
    form.setFieldsValue(programToFormValues(program));
  };

  return (
    <Form<LoyaltyFormValues>
      form={form}
      name="loyalty"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={() => void onFinish()}
      disabled={saving}
      scrollToFirstError={{ block: 'center', behavior: 'smooth' }}
      className={styles.form}
    >
      <p className={styles.intro}>
        Khách hàng tích điểm khi đơn hàng được giao và dùng điểm để thanh toán các đơn sau. Thay đổi được áp
        dụng ngay sau khi lưu; điểm khách hàng đã tích được giữ nguyên.
      </p>

      <Card size="small" title="Tích và dùng điểm" className={styles.section}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label="Số tiền cho mỗi điểm"
              name="earnStep"
              rules={earnStepRules}
              extra="Hạng Thành viên tích 1 điểm cho mỗi khoản này của tiền hàng đã trả"
            >
              <MoneyInput placeholder="VD: 1.000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Giá trị mỗi điểm"
              name="pointValue"
              rules={pointValueRules}
              extra="Số tiền 1 điểm trả được khi thanh toán"
            >
              <MoneyInput placeholder="VD: 10" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Điểm thanh toán tối đa"
              name="maxSharePercent"
              rules={maxShareRules}
              extra="Phần tiền hàng (sau mã giảm giá) được trả bằng điểm"
            >
              <InputNumber<number> precision={0} suffix="%" placeholder="VD: 50" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title="Hạng thành viên" className={styles.section}>
        <p className={styles.hint}>
          Hạng của khách tính theo tiền hàng của các đơn đã giao trong 12 tháng gần nhất. Hệ số 100% là mức
          tích cơ bản, 150% là gấp rưỡi số điểm.
        </p>
        <LoyaltyTiers preview={preview} MoneyInput={MoneyInput} />
      </Card>

      <Card size="small" title="Ví dụ" className={styles.section}>
        <LoyaltyExample preview={preview} />
      </Card>

      <div className={styles.actions}>
        <Button onClick={discard} disabled={saving || !changed}>
          Bỏ thay đổi
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Lưu thay đổi
        </Button>
      </div>
    </Form>
  );
}
