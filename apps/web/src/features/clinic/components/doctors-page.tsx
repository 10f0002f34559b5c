import { useCallback } from 'react';
import { asApiError } from '@/lib/query-error';
import { useGetDoctorFilterOptionsQuery, useListDoctorsQuery } from '../api/clinic-api';
import { useListView } from '../hooks/use-list-view';
import {
  DOCTOR_PAGE_SIZE,
  doctorFilterTags,
  doctorListCodec,
  toDoctorRequest,
  type DoctorListParams,
} from '../utils/list-params';
import { DoctorCard } from './cards';
import { FilterTags } from './filter-tags';
import { FilterSelect, MultiFilter, SearchField } from './list-filters';
import { CardList } from './card-list';
import { PageHero } from './page-hero';
import { LinkPagination } from '@/components/link-pagination';
import { starText } from './star-label';
import styles from './clinic-pages.module.css';

/** `/doctors`: active doctors of active clinics with every filter of the contract in the address. */
export function DoctorsPage() {
  const { view, update, clear, pageHref } = useListView(doctorListCodec);
  const options = useGetDoctorFilterOptionsQuery();
  const list = useListDoctorsQuery(toDoctorRequest(view));
  const error = asApiError(list.error);
  const doctors = list.currentData?.data;
  const pagination = list.currentData?.pagination ?? list.data?.pagination;
  const data = options.data;

  const applySearch = useCallback((text: string) => update({ search: text.trim() }), [update]);
  const tags = doctorFilterTags(view, data);

  const changePage = (page: number) => {
    update({ page });
    document.getElementById('danh-sach-bac-si')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <PageHero
        title="Danh sách bác sĩ"
        subtitle={
          data
            ? `${data.status.stats.active} bác sĩ da liễu · phí khám từ ${data.prices.stats.formatted.min} đến ${data.prices.stats.formatted.max}`
            : 'Chọn bác sĩ theo chuyên khoa, kinh nghiệm, phí khám và đánh giá của người đã khám.'
        }
      />
      <div className={styles.container}>
        <div className={styles.listLayout}>
          <aside className={styles.filters} aria-label="Bộ lọc bác sĩ">
            <h2 className={styles.filtersTitle}>Bộ lọc</h2>
            <SearchField
              applied={view.search}
              onApply={applySearch}
              label="Tìm kiếm bác sĩ"
              placeholder="Tên bác sĩ, chuyên khoa…"
            />
            <MultiFilter
              label="Chuyên khoa"
              placeholder="Tất cả chuyên khoa"
              values={view.specialty}
              options={data?.specialties.options}
              onChange={(values) => update({ specialty: values })}
            />
            <MultiFilter
              label="Phòng khám"
              placeholder="Tất cả phòng khám"
              values={view.clinic}
              options={data?.clinics.options.map(({ label, value }) => ({ label, value }))}
              onChange={(values) => update({ clinic: values })}
            />
            <FilterSelect
              label="Kinh nghiệm"
              placeholder="Bất kỳ"
              value={view.experience}
              options={data?.experience.options}
              onChange={(value) => update({ experience: value as DoctorListParams['experience'] })}
            />
            <FilterSelect
              label="Phí khám"
              placeholder="Mọi mức phí"
              value={view.priceRange}
              options={data?.prices.ranges}
              onChange={(priceRange) => update({ priceRange })}
            />
            <FilterSelect
              label="Đánh giá"
              placeholder="Mọi đánh giá"
              value={view.rating === undefined ? undefined : String(view.rating)}
              options={data?.ratings.options.map((r) => ({
                label: starText(r.label),
                value: String(r.value),
              }))}
              onChange={(value) => update({ rating: value === undefined ? undefined : Number(value) })}
            />
          </aside>

          <section id="danh-sach-bac-si" className={styles.results} aria-label="Kết quả bác sĩ">
            <div className={styles.resultsHead}>
              <p className={styles.resultsCount} aria-live="polite">
                {pagination ? `${pagination.totalItems} bác sĩ` : '\u00a0'}
              </p>
            </div>
            <FilterTags tags={tags} onRemove={update} onClear={clear} />
            <CardList
              kind="doctor"
              noun="bác sĩ"
              items={doctors}
              error={error}
              onRetry={() => void list.refetch()}
              skeletonCount={DOCTOR_PAGE_SIZE}
              empty={{
                title: 'Không tìm thấy bác sĩ phù hợp',
                description:
                  tags.length > 0
                    ? 'Hãy bỏ bớt bộ lọc hoặc thử từ khóa khác.'
                    : 'Hiện chưa có bác sĩ nào nhận lịch. Vui lòng quay lại sau.',
              }}
              label="Bác sĩ"
              jsonLdId="lumi-jsonld-doctors"
              card={(doctor) => <DoctorCard doctor={doctor} />}
            />
            {pagination && doctors ? (
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
