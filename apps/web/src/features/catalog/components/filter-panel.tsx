import { Checkbox, Radio } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { PRODUCT_TAG_LABELS } from '@lumi/shared';
import { RatingStars } from '@/components/product/rating-stars';
import { RATING_OPTIONS, ratingLabel, type ListingFilterOptions } from '../utils/filter-options';
import type { ListingParams } from '../utils/listing-params';
import styles from './catalog.module.css';

const COLLAPSED_COUNT = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.filterSection} aria-labelledby={id}>
      <h3 id={id} className={styles.filterTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

type CheckListProps = {
  items: { value: string; label: string }[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Names the list ('Thương hiệu'); also used by the 'Xem thêm' button. */
  noun: string;
};

/** Checkboxes; long lists show the first 8 (plus any chosen) until 'Xem thêm'. */
function CheckList({ items, selected, onChange, noun }: CheckListProps) {
  const [isExpanded, setExpanded] = useState(false);
  const shown =
    isExpanded || items.length <= COLLAPSED_COUNT
      ? items
      : items.filter((item, i) => i < COLLAPSED_COUNT || selected.includes(item.value));
  const hiddenCount = items.length - shown.length;

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((x) => x !== value));

  return (
    <>
      <ul className={styles.optionList} aria-label={noun}>
        {shown.map((item) => (
          <li key={item.value}>
            <Checkbox
              checked={selected.includes(item.value)}
              onChange={(event) => toggle(item.value, event.target.checked)}
              className={styles.option}
            >
              {item.label}
            </Checkbox>
          </li>
        ))}
      </ul>
      {items.length > COLLAPSED_COUNT ? (
        <button type="button" className={styles.moreButton} onClick={() => setExpanded((x) => !x)}>
          {isExpanded ? 'Thu gọn' : `Xem thêm ${hiddenCount} ${noun.toLowerCase()}`}
        </button>
      ) : null}
    </>
  );
}

export type FilterPanelProps = {
  options: ListingFilterOptions | undefined;
  params: ListingParams;
  onChange: (change: Partial<ListingParams>) => void;
};

/**
 * The listing's filters: price bands (one), categories, brands, minimum rating (one) and tags. Each
 * change applies at once (the address and the list follow).
 */
export function FilterPanel({ options, params, onChange }: FilterPanelProps) {
  const priceRanges = options?.priceRanges ?? [];
  const brands = options?.brands;
  const categories = options?.categories;
  const tags = options?.tags ?? [];

  return (
    <div className={styles.filterPanel}>
      {priceRanges.length > 0 ? (
        <Section title="Khoảng giá">
          <Radio.Group
            className={styles.radioGroup}
            value={params.priceRange ?? ''}
            onChange={(event) => onChange({ priceRange: (event.target.value as string) || undefined })}
            aria-label="Khoảng giá"
            vertical
          >
            <Radio value="" className={styles.option}>
              Tất cả
            </Radio>
            {priceRanges.map((range) => (
              <Radio key={range.value} value={range.value} className={styles.option}>
                {range.label}
              </Radio>
            ))}
          </Radio.Group>
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

      <Section title="Đánh giá">
        <Radio.Group
          className={styles.radioGroup}
          value={params.rating ?? 0}
          onChange={(event) => onChange({ rating: (event.target.value as number) || undefined })}
          aria-label="Đánh giá"
          vertical
        >
          <Radio value={0} className={styles.option}>
            Tất cả
          </Radio>
          {RATING_OPTIONS.map((rating) => (
            <Radio key={rating} value={rating} className={styles.option}>
              <span className={styles.ratingOption} aria-hidden="true">
                <RatingStars value={rating} />
                <span>trở lên</span>
              </span>
              <span className="visually-hidden">{ratingLabel(rating)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Section>

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
