import { Select } from 'antd';
import type { District, Province, Ward } from '@lumi/shared';
import { useGetDistrictsQuery, useGetProvincesQuery, useGetWardsQuery } from '@/lib/shipping-api';
import styles from './address-form.module.css';

export type AddressParts = {
  province?: Province;
  district?: District;
  ward?: Ward;
};

type AddressPickerProps = {
  value?: AddressParts;
  onChange?: (value: AddressParts) => void;
  status?: 'error';
};

/** Case- and accent-insensitive match for the searchable selects ('ha noi' finds 'Hà Nội'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

const filterOption = (input: string, option?: { label?: unknown }) =>
  fold(String(option?.label ?? '')).includes(fold(input));

/**
 * Province → district → ward (api-contract §4.7): each list loads once its parent is chosen, and a new
 * parent clears the parts below it.
 */
export function AddressPicker({ value = {}, onChange, status }: AddressPickerProps) {
  const { province, district, ward } = value;
  const provinces = useGetProvincesQuery();
  const districts = useGetDistrictsQuery(province?.id ?? 0, { skip: !province });
  const wards = useGetWardsQuery(district?.id ?? 0, { skip: !district });

  return (
    <div className={styles.addressGrid}>
      <Select
        showSearch={{ filterOption }}
        aria-label="Tỉnh/Thành phố"
        placeholder="Tỉnh/Thành phố"
        status={status && !province ? 'error' : undefined}
        loading={provinces.isFetching}
        value={province?.id}
        options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id: number) => {
          const next = provinces.data?.find((p) => p.id === id);
          onChange?.({ province: next });
        }}
        notFoundContent={provinces.isError ? 'Không tải được danh sách tỉnh/thành' : 'Không có kết quả'}
      />
      <Select
        showSearch={{ filterOption }}
        aria-label="Quận/Huyện"
        placeholder="Quận/Huyện"
        status={status && province && !district ? 'error' : undefined}
        disabled={!province}
        loading={districts.isFetching}
        value={district?.id}
        options={(province ? (districts.data ?? []) : []).map((d) => ({ value: d.id, label: d.name }))}
        onChange={(id: number) => {
          const next = districts.data?.find((d) => d.id === id);
          onChange?.({ province, district: next });
        }}
        notFoundContent={districts.isError ? 'Không tải được danh sách quận/huyện' : 'Không có kết quả'}
      />
      <Select
        showSearch={{ filterOption }}
        aria-label="Phường/Xã"
        placeholder="Phường/Xã"
        status={status && district && !ward ? 'error' : undefined}
        disabled={!district}
        loading={wards.isFetching}
        value={ward?.id}
        options={(district ? (wards.data ?? []) : []).map((w) => ({ value: w.id, label: w.name }))}
        onChange={(id: string) => {
          const next = wards.data?.find((w) => w.id === id);
          onChange?.({ province, district, ward: next });
        }}
        notFoundContent={wards.isError ? 'Không tải được danh sách phường/xã' : 'Không có kết quả'}
      />
    </div>
  );
}
