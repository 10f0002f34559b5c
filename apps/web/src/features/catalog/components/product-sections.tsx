import { DownIcon, UpIcon } from '@/components/icons';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  INGREDIENT_FLAG_LABELS,
  SKIN_CONCERN_LABELS,
  SKIN_TYPE_LABELS,
  formatLocalDate,
  groupThousands,
  ingredientFlags,
  type AvoidEntry,
  type Product,
} from '@lumi/shared';
import { paths } from '@/config/paths';
import styles from './product-detail.module.css';

/** Collapsed height of a long description. */
const DESCRIPTION_PREVIEW_PX = 520;

/** The description: the server's sanitised HTML in a prose block, folded when long. */
export function ProductDescription({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const [isLong, setLong] = useState(false);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const el = body.current;
    if (el) setLong(el.scrollHeight > DESCRIPTION_PREVIEW_PX + 80);
  }, [html]);

  return (
    <section className={styles.block} aria-labelledby="mo-ta-title">
      <h2 id="mo-ta-title" className={styles.blockTitle}>
        Mô tả sản phẩm
      </h2>
      {html.trim() ? (
        <>
          <div
            ref={body}
            className={`${styles.prose} ${isLong && !isOpen ? styles.proseFolded : ''}`}
            style={isLong && !isOpen ? { maxHeight: DESCRIPTION_PREVIEW_PX } : undefined}
            // The server sanitises rich text on save (api-contract §1.9).
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {isLong && (
            <button type="button" className={styles.foldButton} onClick={() => setOpen(!isOpen)}>
              {isOpen ? (
                <>
                  Thu gọn <UpIcon />
                </>
              ) : (
                <>
                  Xem thêm <DownIcon />
                </>
              )}
            </button>
          )}
        </>
      ) : (
        <p className={styles.muted}>Sản phẩm chưa có mô tả.</p>
      )}
    </section>
  );
}

/** Thương hiệu, danh mục, dung tích, khối lượng, HSD (and the colours when there are some). */
export function ProductSpecs({ product }: { product: Product }) {
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: 'Thương hiệu',
      value: <Link to={paths.shop.brand.getHref(product.brand.slug)}>{product.brand.name}</Link>,
    },
    {
      label: 'Danh mục',
      value:
        product.categories.length > 0
          ? product.categories.map((category, i) => (
              <Fragment key={category._id}>
                {i > 0 && ' › '}
                <Link to={paths.shop.category.getHref(category.slug)}>{category.name}</Link>
              </Fragment>
            ))
          : '—',
    },
    { label: 'Dung tích', value: product.capacity ?? '—' },
    { label: 'Khối lượng', value: `${groupThousands(product.weight)} g` },
    { label: 'Hạn sử dụng', value: formatLocalDate(product.expiry) },
  ];
  if (product.variants.length > 0) {
    rows.push({ label: 'Màu sắc', value: product.variants.map((v) => v.name).join(', ') });
  }
  return (
    <section className={styles.block} aria-labelledby="thong-so-title">
      <h2 id="thong-so-title" className={styles.blockTitle}>
        Thông số sản phẩm
      </h2>
      <table className={styles.specs}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type ProductIngredientsProps = {
  product: Pick<Product, 'ingredients' | 'ingredientFlags' | 'skinTypes' | 'concerns'>;
  /** What of the customer's skin record the product holds: those families and their INCI entries are marked. */
  warnings: readonly AvoidEntry[];
};

/**
 * 'Thành phần' (issue 32): the INCI list in label order, the ingredient families read from it, the skin types it suits
 * ('Phù hợp với') and the concerns it addresses ('Hỗ trợ cải thiện'); the families the customer must avoid, and the
 * entries that belong to them, are marked. Nothing when the product has none of these.
 */
export function ProductIngredients({ product, warnings }: ProductIngredientsProps) {
  const { ingredients, skinTypes, concerns } = product;
  if (ingredients.length === 0 && skinTypes.length === 0 && concerns.length === 0) return null;
  const avoided = new Set(warnings.map((warning) => warning.flag));
  const isAvoided = (entry: string) => ingredientFlags([entry]).some((flag) => avoided.has(flag));

  return (
    <section className={styles.block} aria-labelledby="thanh-phan-title">
      <h2 id="thanh-phan-title" className={styles.blockTitle}>
        Thành phần
      </h2>
      {ingredients.length > 0 ? (
        <p className={styles.inci}>
          {ingredients.map((entry, i) => (
            <Fragment key={`${i}:${entry}`}>
              {i > 0 && ', '}
              {isAvoided(entry) ? (
                <mark className={styles.inciAvoid}>
                  {entry}
                  <span className="visually-hidden"> (cần tránh)</span>
                </mark>
              ) : (
                entry
              )}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className={styles.muted}>Sản phẩm chưa có bảng thành phần.</p>
      )}
      {product.ingredientFlags.length > 0 && (
        <SkinChips
          label="Nhóm thành phần"
          items={product.ingredientFlags.map((flag) => ({
            key: flag,
            label: INGREDIENT_FLAG_LABELS[flag],
            isAvoided: avoided.has(flag),
          }))}
        />
      )}
      {avoided.size > 0 && (
        <p className={styles.inciNote}>Phần tô màu là thành phần hồ sơ da của bạn cần tránh.</p>
      )}
      {skinTypes.length > 0 && (
        <SkinChips
          label="Phù hợp với"
          items={skinTypes.map((type) => ({ key: type, label: SKIN_TYPE_LABELS[type] }))}
        />
      )}
      {concerns.length > 0 && (
        <SkinChips
          label="Hỗ trợ cải thiện"
          items={concerns.map((concern) => ({ key: concern, label: SKIN_CONCERN_LABELS[concern] }))}
        />
      )}
    </section>
  );
}

function SkinChips({
  label,
  items,
}: {
  label: string;
  items: { key: string; label: string; isAvoided?: boolean }[];
}) {
  return (
    <div className={styles.skinRow}>
      <span className={styles.skinLabel}>{label}</span>
      <ul className={styles.skinChips} aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className={item.isAvoided ? styles.skinChipAvoid : styles.skinChip}>
            {item.label}
            {item.isAvoided && <span className="visually-hidden"> (cần tránh)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
