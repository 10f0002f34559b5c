import { Form, Input } from 'antd';
import { useMemo } from 'react';
import {
  PersonNameSchema,
  PhoneSchema,
  StreetAddressSchema,
  VALIDATION,
  type AddressIds,
} from '@lumi/shared';
import { rulesFrom } from '@/lib/form-rules';
import { AddressPicker, type AddressParts } from './address-picker';
import styles from './address-form.module.css';

/** The values of `ShippingAddressFields`, by their form names. */
export type ShippingAddressValues = {
  name: string;
  phone: string;
  parts: AddressParts;
  address: string;
  note?: string | null;
};

/**
 * The ids of a complete province → district → ward choice, as the quote calls take them, else null; the same object
 * while the ids stay (a quote runs again only when the place changes).
 */
export function useAddressIds(parts: AddressParts | undefined): AddressIds | null {
  const provinceId = parts?.province?.id;
  const districtId = parts?.district?.id;
  const wardId = parts?.ward?.id;
  return useMemo(
    () =>
      provinceId !== undefined && districtId !== undefined && wardId !== undefined
        ? { province: { id: provinceId }, district: { id: districtId }, ward: { id: wardId } }
        : null,
    [provinceId, districtId, wardId],
  );
}

/**
 * The recipient, the address and the note of an order, with the shared schemas' messages: the checkout's form and
 * the customer's order edit (ADR 0029). Put inside an antd `Form` whose values are `ShippingAddressValues`.
 */
export function ShippingAddressFields() {
  return (
    <>
      <div className={styles.twoCols}>
        <Form.Item name="name" label="Họ và tên người nhận" rules={rulesFrom(PersonNameSchema)}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" rules={rulesFrom(PhoneSchema)}>
          <Input autoComplete="tel" inputMode="tel" maxLength={15} />
        </Form.Item>
      </div>
      <Form.Item
        name="parts"
        label="Tỉnh/Thành phố, Quận/Huyện, Phường/Xã"
        required
        rules={[
          {
            validator: async (_rule, value: AddressParts | undefined) => {
              if (!value?.province) throw new Error(VALIDATION.provinceRequired);
              if (!value.district) throw new Error(VALIDATION.districtRequired);
              if (!value.ward) throw new Error(VALIDATION.wardRequired);
            },
          },
        ]}
      >
        <AddressPicker />
      </Form.Item>
      <Form.Item name="address" label="Địa chỉ (số nhà, tên đường)" rules={rulesFrom(StreetAddressSchema)}>
        <Input autoComplete="street-address" maxLength={255} />
      </Form.Item>
      <Form.Item name="note" label="Ghi chú cho đơn hàng">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="Ví dụ: giao giờ hành chính" />
      </Form.Item>
    </>
  );
}
