import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CreateContactBodySchema, type CreateContactInput } from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { useSendContactMutation } from '../api/clinic-api';
import styles from './clinic-pages.module.css';

const fields = CreateContactBodySchema.shape;

/** The partnership form: `POST /contacts`; the server's thanks shows once it is sent. */
export function ContactForm() {
  const [form] = Form.useForm<CreateContactInput>();
  const [sendContact, { isLoading }] = useSendContactMutation();
  const [thanks, setThanks] = useState<string | null>(null);

  const submit = async (values: CreateContactInput) => {
    const address = values.address?.trim();
    const answer = await sendContact({ ...values, ...(address ? { address } : { address: undefined }) })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setThanks(answer.message ?? 'Đã gửi thông tin liên hệ');
    form.resetFields();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setThanks(null)}
      className={styles.contactForm}
      aria-label="Form liên hệ hợp tác"
    >
      {thanks ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleFilled />}
          title={thanks}
          className={styles.contactThanks}
          role="status"
        />
      ) : null}
      <div className={styles.formGrid}>
        <Form.Item name="clinicName" label="Tên phòng khám" rules={rulesFrom(fields.clinicName)}>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="contactName" label="Người liên hệ" rules={rulesFrom(fields.contactName)}>
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={rulesFrom(fields.email)}>
          <Input type="email" maxLength={254} autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(fields.phone)}>
          <Input type="tel" maxLength={12} autoComplete="tel" />
        </Form.Item>
      </div>
      <Form.Item
        name="address"
        label="Địa chỉ phòng khám"
        rules={rulesFrom(fields.address, { optional: true })}
      >
        <Input maxLength={255} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="content" label="Nội dung" rules={rulesFrom(fields.content)}>
        <Input.TextArea
          rows={5}
          maxLength={2000}
          showCount
          placeholder="Giới thiệu ngắn về phòng khám, số bác sĩ và điều bạn muốn trao đổi"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isLoading} block>
        Gửi thông tin
      </Button>
    </Form>
  );
}
