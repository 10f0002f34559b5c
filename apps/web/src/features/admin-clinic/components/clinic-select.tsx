import { Select } from 'antd';
import { useState } from 'react';
import { MAX_PAGE_SIZE } from '@lumi/shared';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { useListAdminClinicsQuery } from '../api/admin-clinic-api';

type ClinicSelectProps = {
  value: string | undefined;
  onChange: (clinicId: string | undefined) => void;
  /** 'Tất cả phòng khám' for a list filter; a dashboard has no 'all'. */
  placeholder?: string;
  allowClear?: boolean;
  width?: number;
};

/** ADMIN's clinic picker (`GET /admin/clinics?search`), searched by name as it is typed. */
export function ClinicSelect({
  value,
  onChange,
  placeholder = 'Tất cả phòng khám',
  allowClear = true,
  width = 240,
}: ClinicSelectProps) {
  const [search, setSearch] = useState('');
  const [, setTyped] = useDebouncedSearch(search, (text) => setSearch(text.trim()));
  const { data, isFetching } = useListAdminClinicsQuery({
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  const options = (data?.data ?? []).map((clinic) => ({ value: clinic._id, label: clinic.name }));
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setTyped }}
      style={{ width }}
      placeholder={placeholder}
      options={options}
      value={value}
      loading={isFetching}
      onChange={(next) => onChange(next ?? undefined)}
      allowClear={allowClear}
      aria-label="Chọn phòng khám"
      notFoundContent="Không tìm thấy phòng khám"
    />
  );
}
