import { useCallback } from 'react';
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
import { FilterSelect, MultiFilter, SearchField } from './list-filters';
import { CardList } from './card-list';
import { PageHero } from './page-hero';
import { LinkPagination } from '@/components/link-pagination';
import { starText } from './star-label';
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
            <SearchField
              applied={view.search}
              onApply={applySearch}
              label="Tìm kiếm phòng khám"
              placeholder="Tên phòng khám, địa chỉ…"
            />
            <MultiFilter
              label="Chuyên khoa"
              placeholder="Tất cả chuyên khoa"
              values={view.specialties}
              options={data?.specialties.options}
              onChange={(values) => update({ specialties: values })}
            />
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
              options={data?.ratings.map((r) => ({ label: starText(r.label), value: String(r.value) }))}
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
            {pagination && clinics ? (
              <LinkPagination
                page={pagination.page}
                totalPage={pagination.totalPage}
                pageHref={pageHref}
                onChange={changePage}
              />
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
