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
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={selected.includes(item.value)}
                onChange={(event) => toggle(item.value, event.target.checked)}
              />
              <span>{item.label}</span>
            </label>
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

type RadioListProps = {
  /** Names the group ('Khoảng giá'). */
  label: string;
  items: { value: string; label: ReactNode }[];
  value: string;
  onChange: (value: string) => void;
};

/** One choice among a few, native radios (the group name is unique: the sidebar and the drawer both render it). */
function RadioList({ label, items, value, onChange }: RadioListProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={styles.radioGroup}>
      {items.map((item) => (
        <label key={item.value} className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span>{item.label}</span>
        </label>
      ))}
    </div>
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
