import { PRODUCT_TAG_LABELS } from '@lumi/shared';
import { RatingStars } from '@/components/product/rating-stars';
import type { SkinMatch } from '../hooks/use-skin-match';
import { RATING_OPTIONS, ratingLabel, type ListingFilterOptions } from '../utils/filter-options';
import type { ListingParams } from '../utils/listing-params';
import { CheckList, RadioList, Section } from './filter-controls';
import { SkinFilterGroups, SkinMatchSection } from './skin-filters';
import styles from './catalog.module.css';

export type FilterPanelProps = {
  options: ListingFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
  /** The customer's skin record: 'Phù hợp với da tôi' is shown with it. */
  skin?: SkinMatch;
};

/**
 * The listing's filters: 'Phù hợp với da tôi', price bands (one), categories, brands, skin types and concerns,
 * minimum rating (one) and tags. Each change applies at once (the address and the list follow).
 */
export function FilterPanel({ options, params, onChange, skin }: FilterPanelProps) {
  const priceRanges = options?.priceRanges ?? [];
  const brands = options?.brands;
  const categories = options?.categories;
  const tags = options?.tags ?? [];

  return (
    <div className={styles.filterPanel}>
      {skin ? (
        <SkinMatchSection
          skin={skin}
          isOn={params.forMySkin}
          onChange={(forMySkin) => onChange({ forMySkin })}
        />
      ) : null}

      {priceRanges.length > 0 ? (
        <Section title="Khoảng giá">
          <RadioList
            label="Khoảng giá"
            value={params.priceRange ?? ''}
            onChange={(value) => onChange({ priceRange: value || undefined })}
            items={[
              { value: '', label: 'Tất cả' },
              ...priceRanges.map((range) => ({ value: range.value, label: range.label })),
            ]}
          />
        </Section>
      ) : null}

      {categories && categories.length > 0 ? (
        <Section title={options?.categoriesTitle ?? 'Danh mục'}>
          <CheckList
            noun="Danh mục"
            items={categories.map((category) => ({ value: category._id, label: category.name }))}
            selected={params.categories}
            onChange={(values) => onChange({ categories: values })}
          />
        </Section>
      ) : null}

      {brands && brands.length > 0 ? (
        <Section title="Thương hiệu">
          <CheckList
            noun="Thương hiệu"
            items={brands.map((brand) => ({ value: brand._id, label: brand.name }))}
            selected={params.brands}
            onChange={(values) => onChange({ brands: values })}
          />
        </Section>
      ) : null}

      <SkinFilterGroups
        skinTypes={options?.skinTypes ?? []}
        concerns={options?.concerns ?? []}
        params={params}
        onChange={onChange}
      />

      {options?.hasRatingFilter === false ? null : (
        <Section title="Đánh giá">
          <RadioList
            label="Đánh giá"
            value={String(params.rating ?? 0)}
            onChange={(value) => onChange({ rating: Number(value) || undefined })}
            items={[
              { value: '0', label: 'Tất cả' },
              ...RATING_OPTIONS.map((rating) => ({
                value: String(rating),
                label: (
                  <>
                    <span className={styles.ratingOption} aria-hidden="true">
                      <RatingStars value={rating} />
                      <span>trở lên</span>
                    </span>
                    <span className="visually-hidden">{ratingLabel(rating)}</span>
                  </>
                ),
              })),
            ]}
          />
        </Section>
      )}

      {tags.length > 0 ? (
        <Section title="Nổi bật">
          <CheckList
            noun="Nhãn"
            items={tags.map((tag) => ({ value: tag, label: PRODUCT_TAG_LABELS[tag] }))}
            selected={params.tags}
            onChange={(values) => onChange({ tags: values as ListingParams['tags'] })}
          />
        </Section>
      ) : null}
    </div>
  );
}
