import { Input, Pagination, Select } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { asApiError } from '@/lib/query-error';
import { useGetClinicFilterOptionsQuery, useListClinicsQuery } from '../api/clinic-api';
import { useListView } from '../hooks/use-list-view';
import {
  CLINIC_PAGE_SIZE,
  clinicFilterTags,
  clinicListCodec,
  toClinicRequest,
  type ClinicListParams,
} from '../utils/list-params';
import { ClinicCard } from './cards';
import { FilterTags } from './filter-tags';
import { CardList } from './card-list';
import { PageHero } from './page-hero';
import { pageLinks } from '@/components/pagination-items';
import { starLabel } from './star-label';
import styles from './clinic-pages.module.css';

/** `/clinics`: active clinics with every filter of the contract in the address. */
export function ClinicsPage() {
  const { view, update, clear, pageHref } = useListView(clinicListCodec);
  const options = useGetClinicFilterOptionsQuery();
  const list = useListClinicsQuery(toClinicRequest(view));
  const error = asApiError(list.error);
  const clinics = list.currentData?.data;
  const pagination = list.currentData?.pagination ?? list.data?.pagination;
  const data = options.data;

  const applySearch = useCallback((text: string) => update({ search: text.trim() }), [update]);
  const [text, setText, submit] = useDebouncedSearch(view.search, applySearch);
  const tags = clinicFilterTags(view, data);

  const changePage = (page: number) => {
    update({ page });
    document.getElementById('danh-sach-phong-kham')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <PageHero
        title="Danh sách phòng khám"
        subtitle={
          data
            ? `${data.status.stats.activeCount} phòng khám da liễu đang nhận lịch trên Lumi Clinic`
            : 'Tìm phòng khám da liễu phù hợp: chuyên khoa, phí khám, giờ làm việc và đánh giá thật.'
        }
      />
      <div className={styles.container}>
        <div className={styles.listLayout}>
          <aside className={styles.filters} aria-label="Bộ lọc phòng khám">
            <h2 className={styles.filtersTitle}>Bộ lọc</h2>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>Tìm kiếm</span>
              <Input.Search
                value={text}
                maxLength={100}
                allowClear
                placeholder="Tên phòng khám, địa chỉ…"
                onChange={(event) => setText(event.target.value)}
                onSearch={submit}
                aria-label="Tìm kiếm phòng khám"
              />
            </label>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>Chuyên khoa</span>
              <Select
                mode="multiple"
                allowClear
                placeholder="Tất cả chuyên khoa"
                value={view.specialties}
                options={data?.specialties.options}
                loading={options.isLoading}
                onChange={(value: string[]) => update({ specialties: value })}
                aria-label="Chuyên khoa"
                maxTagCount="responsive"
              />
            </label>
            <FilterSelect
              label="Phí khám"
              placeholder="Mọi mức phí"
              value={view.priceRange}
              options={data?.prices.ranges}
              onChange={(priceRange) => update({ priceRange })}
            />
            <FilterSelect
              label="Số bác sĩ"
              placeholder="Bất kỳ"
              value={view.doctorCount}
              options={data?.doctorCounts.options}
              onChange={(value) => update({ doctorCount: value as ClinicListParams['doctorCount'] })}
            />
            <FilterSelect
              label="Đánh giá"
              placeholder="Mọi đánh giá"
              value={view.rating === undefined ? undefined : String(view.rating)}
              options={data?.ratings.map((r) => ({ label: starLabel(r.label), value: String(r.value) }))}
              onChange={(value) => update({ rating: value === undefined ? undefined : Number(value) })}
            />
            <FilterSelect
              label="Giờ làm việc"
              placeholder="Bất kỳ"
              value={view.workingHours}
              options={data?.workingHours}
              onChange={(value) => update({ workingHours: value as ClinicListParams['workingHours'] })}
            />
          </aside>

          <section id="danh-sach-phong-kham" className={styles.results} aria-label="Kết quả phòng khám">
            <div className={styles.resultsHead}>
              <p className={styles.resultsCount} aria-live="polite">
                {pagination ? `${pagination.totalItems} phòng khám` : '\u00a0'}
              </p>
            </div>
            <FilterTags tags={tags} onRemove={update} onClear={clear} />
            <CardList
              kind="clinic"
              noun="phòng khám"
              items={clinics}
              error={error}
              onRetry={() => void list.refetch()}
              skeletonCount={CLINIC_PAGE_SIZE}
              empty={{
                title: 'Không tìm thấy phòng khám phù hợp',
                description:
                  tags.length > 0
                    ? 'Hãy bỏ bớt bộ lọc hoặc thử từ khóa khác.'
                    : 'Hiện chưa có phòng khám nào nhận lịch. Vui lòng quay lại sau.',
              }}
              label="Phòng khám"
              jsonLdId="lumi-jsonld-clinics"
              card={(clinic) => <ClinicCard clinic={clinic} />}
            />
            {pagination && clinics && pagination.totalPage > 1 ? (
              <Pagination
                className={styles.pagination}
                current={pagination.page}
                pageSize={CLINIC_PAGE_SIZE}
                total={pagination.totalItems}
                showSizeChanger={false}
                itemRender={pageLinks(pageHref)}
                onChange={changePage}
              />
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

export type FilterSelectProps = {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: { label: ReactNode; value: string }[] | undefined;
  onChange: (value: string | undefined) => void;
};

/** One single-choice filter; clearing it removes the filter. */
export function FilterSelect({ label, placeholder, value, options, onChange }: FilterSelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <Select
        allowClear
        placeholder={placeholder}
        value={value}
        options={options}
        onChange={(next: string | undefined) => onChange(next ?? undefined)}
        aria-label={label}
      />
    </label>
  );
}
