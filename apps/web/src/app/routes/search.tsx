import { Skeleton, Tabs } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PRODUCT_PAGE_SIZE,
  SEARCH_TYPES,
  type ClinicSummary,
  type DoctorSummary,
  type ProductSummary,
  type SearchType,
} from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { Pagination } from '@/components/product/pagination';
import { ProductGrid } from '@/components/product/product-grid';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/shop-page';
import {
  EmptyListing,
  LoadError,
  catalogStyles,
  catalogPageStyles as styles,
  useSiteSearchListQuery,
  useSiteSearchQuery,
} from '@/features/catalog';
import { ClinicCard, DoctorCard } from '@/features/clinic';
import { asApiError } from '@/lib/query-error';

const SEARCH_MAX_LENGTH = 100;
/** Doctors and clinics come 10 to a page (api-contract §4.11). */
const PEOPLE_PAGE_SIZE = 10;

const TAB_LABELS: Record<SearchType, string> = {
  products: 'Sản phẩm',
  doctors: 'Bác sĩ',
  clinics: 'Phòng khám',
};

const EMPTY_TITLES: Record<SearchType, string> = {
  products: 'Không tìm thấy sản phẩm phù hợp',
  doctors: 'Không tìm thấy bác sĩ phù hợp',
  clinics: 'Không tìm thấy phòng khám phù hợp',
};

function isSearchType(value: string | null): value is SearchType {
  return value !== null && (SEARCH_TYPES as readonly string[]).includes(value);
}

function readPage(raw: string | null): number {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The search box at the top of the page (also the way in when the address has no `q`). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onSearch(value);
  };
  return (
    <form role="search" className={styles.searchForm} onSubmit={submit}>
      <label htmlFor="search-page-input" className="visually-hidden">
        Từ khóa tìm kiếm
      </label>
      <input
        id="search-page-input"
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Nhập tên sản phẩm, bác sĩ hoặc phòng khám..."
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={catalogStyles.primaryButton}>
        Tìm kiếm
      </button>
    </form>
  );
}

/**
 * `/search?q=` (also `?search=`, as the header sends): products, doctors and clinics matching the
 * words, without diacritics and with small typos; one tab per kind with its total. The doctor and
 * clinic cards are the clinic side's.
 */
export default function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const typeParam = searchParams.get('type');
  const page = readPage(searchParams.get('page'));

  const overview = useSiteSearchQuery({ search: q }, { skip: q === '' });
  const totals = overview.currentData?.totals;
  // Without a chosen tab: the first kind that found something (products when nothing or not yet known).
  const type: SearchType = isSearchType(typeParam)
    ? typeParam
    : (SEARCH_TYPES.find((kind) => (totals?.[kind] ?? 0) > 0) ?? 'products');

  const list = useSiteSearchListQuery(
    { search: q, type, page, pageSize: type === 'products' ? PRODUCT_PAGE_SIZE : PEOPLE_PAGE_SIZE },
    { skip: q === '' },
  );
  const listError = asApiError(list.error);
  const items = list.currentData?.data;
  const pagination = list.currentData?.pagination ?? list.data?.pagination;

  const go = (next: { q?: string; type?: SearchType; page?: number }) => {
    const params = new URLSearchParams();
    params.set('q', next.q ?? q);
    const nextType = next.type ?? (isSearchType(typeParam) ? typeParam : undefined);
    if (nextType) params.set('type', nextType);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const changePage = (next: number) => {
    go({ type, page: next });
    document.getElementById('ket-qua-tim-kiem')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const emptyState = (
    <EmptyListing
      title={EMPTY_TITLES[type]}
      description={`Không có kết quả cho “${q}”. Hãy kiểm tra lại chính tả hoặc thử từ khóa ngắn gọn hơn.`}
      action={
        <Link to={paths.shop.home.getHref()} className={catalogStyles.secondaryButton}>
          Về trang chủ
        </Link>
      }
    />
  );

  const renderPeople = () => {
    if (listError && !items)
      return (
        <LoadError error={listError} onRetry={() => void list.refetch()} title="Không tải được kết quả" />
      );
    if (!items) {
      return (
        <div role="status" aria-label="Đang tải kết quả...">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </div>
      );
    }
    if (items.length === 0) return emptyState;
    return (
      <ul className={styles.peopleGrid} aria-label={`Kết quả ${TAB_LABELS[type].toLowerCase()}`}>
        {type === 'doctors'
          ? (items as DoctorSummary[]).map((doctor) => (
              <li key={doctor._id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))
          : (items as ClinicSummary[]).map((clinic) => (
              <li key={clinic._id}>
                <ClinicCard clinic={clinic} />
              </li>
            ))}
      </ul>
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={q ? `Tìm kiếm “${q}”` : 'Tìm kiếm'} />
      <header className={styles.head}>
        <div className={styles.container}>
          <Breadcrumb items={[{ label: 'Tìm kiếm' }]} />
          <h1 className={styles.title}>{q ? <>Kết quả cho “{q}”</> : 'Tìm kiếm'}</h1>
          {q && totals ? (
            <p className={styles.subtitle}>
              Tìm thấy {totals.products} sản phẩm, {totals.doctors} bác sĩ và {totals.clinics} phòng khám
            </p>
          ) : !q ? (
            <p className={styles.subtitle}>Tìm sản phẩm chăm sóc da, bác sĩ da liễu và phòng khám uy tín.</p>
          ) : null}
          <SearchForm key={q} initial={q} onSearch={(text) => go({ q: text, type: undefined, page: 1 })} />
        </div>
      </header>

      <div className={styles.container}>
        {q === '' ? (
          <EmptyListing
            title="Bạn muốn tìm gì hôm nay?"
            description="Nhập tên sản phẩm (ví dụ “kem chống nắng”, “serum vitamin c”), tên bác sĩ hoặc phòng khám rồi nhấn Tìm kiếm."
          />
        ) : (
          <section id="ket-qua-tim-kiem" className={catalogStyles.results} aria-label="Kết quả tìm kiếm">
            <Tabs
              className={styles.tabs}
              activeKey={type}
              onChange={(key) => go({ type: key as SearchType, page: 1 })}
              items={SEARCH_TYPES.map((kind) => ({
                key: kind,
                label: (
                  <span>
                    {TAB_LABELS[kind]}
                    {totals ? <span className={styles.tabCount}>{totals[kind]}</span> : null}
                  </span>
                ),
              }))}
            />
            {type === 'products' ? (
              listError && !items ? (
                <LoadError error={listError} onRetry={() => void list.refetch()} />
              ) : (
                <ProductGrid
                  products={items as ProductSummary[] | undefined}
                  isLoading={!items}
                  label="Kết quả sản phẩm"
                  empty={emptyState}
                />
              )
            ) : (
              renderPeople()
            )}
            {pagination && items ? (
              <Pagination page={pagination.page} totalPage={pagination.totalPage} onChange={changePage} />
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
