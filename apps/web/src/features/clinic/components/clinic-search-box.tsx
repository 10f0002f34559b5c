import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { AutoComplete, Avatar, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DoctorClinicSuggestion } from '@lumi/shared';
import { paths } from '@/config/paths';
import { htmlToPlainText } from '@/lib/rich-text';
import { useSearchDoctorClinicQuery } from '../api/clinic-api';
import styles from './clinic-pages.module.css';

const SUGGEST_DELAY_MS = 300;

export function suggestionHref(item: DoctorClinicSuggestion): string {
  return item.type === 'doctor'
    ? paths.booking.doctorDetail.getHref(item.slug)
    : paths.booking.clinicDetail.getHref(item.slug);
}

function Suggestion({ item }: { item: DoctorClinicSuggestion }) {
  if (item.type === 'doctor') {
    return (
      <span className={styles.suggestion}>
        <Avatar size={36} src={item.avatar.url} icon={<UserOutlined />} />
        <span className={styles.suggestionText}>
          <strong>{item.name}</strong>
          <span className={styles.suggestionMeta}>
            {item.specialty} · {item.clinic.name}
          </span>
        </span>
      </span>
    );
  }
  const shown = item.specialties.slice(0, 3);
  const rest = item.specialties.length - shown.length;
  return (
    <span className={styles.suggestion}>
      <Avatar size={36} shape="square" src={item.logo.url} />
      <span className={styles.suggestionText}>
        <strong>{item.name}</strong>
        <span className={styles.suggestionMeta}>{htmlToPlainText(item.address).replace(/\n+/g, ', ')}</span>
        {shown.length > 0 ? (
          <span className={styles.suggestionMeta}>
            {shown.join(' · ')}
            {rest > 0 ? ` +${rest}` : ''}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/**
 * 'Tìm kiếm phòng khám, bác sĩ…': suggestions from `GET /doctors/search-doctor-clinic` as the visitor types;
 * a suggestion opens its page; Enter without suggestions opens the clinic list searched for the words.
 */
export function ClinicSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim().slice(0, 100)), SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { currentData, isFetching, isError } = useSearchDoctorClinicQuery(search, { skip: search === '' });
  const items = search === '' ? [] : (currentData ?? []);
  const doctors = items.filter((item) => item.type === 'doctor');
  const clinics = items.filter((item) => item.type === 'clinic');
  const toOption = (item: DoctorClinicSuggestion) => ({
    value: `${item.type}:${item.slug}`,
    label: <Suggestion item={item} />,
  });
  const options = [
    ...(doctors.length > 0 ? [{ label: 'Bác sĩ', options: doctors.map(toOption) }] : []),
    ...(clinics.length > 0 ? [{ label: 'Phòng khám', options: clinics.map(toOption) }] : []),
  ];

  const notFoundContent =
    search === '' || isFetching ? null : isError ? (
      <span className={styles.suggestionMeta}>Không tải được gợi ý, vui lòng thử lại</span>
    ) : (
      <span className={styles.suggestionMeta}>Không tìm thấy bác sĩ hoặc phòng khám phù hợp</span>
    );

  return (
    <AutoComplete
      className={styles.searchBox}
      value={text}
      options={options}
      onChange={(value: string) => setText(value)}
      onSelect={(value: string) => {
        const item = items.find((candidate) => `${candidate.type}:${candidate.slug}` === value);
        if (item) void navigate(suggestionHref(item));
      }}
      notFoundContent={notFoundContent}
      popupMatchSelectWidth
    >
      <Input
        size="large"
        maxLength={100}
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder="Tìm kiếm phòng khám, bác sĩ…"
        aria-label="Tìm kiếm phòng khám, bác sĩ"
        onPressEnter={() => {
          // With suggestions open, Enter picks the active one (onSelect); otherwise it searches the clinics.
          const words = text.trim();
          if (words && options.length === 0) void navigate(paths.booking.clinics.getHref({ search: words }));
        }}
      />
    </AutoComplete>
  );
}
