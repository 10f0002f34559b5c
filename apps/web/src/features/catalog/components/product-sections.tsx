import { DownIcon, UpIcon } from '@/components/icons';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLocalDate, groupThousands, type Product } from '@lumi/shared';
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
