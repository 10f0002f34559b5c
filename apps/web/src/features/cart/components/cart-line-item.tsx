import { DeleteOutlined, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CART_MAX_QUANTITY, formatVnd, type CartLine, type Product, type Variant } from '@lumi/shared';
import { paths } from '@/config/paths';
import { asApiError } from '@/lib/query-error';
import { useGetProductDetailQuery } from '@/lib/catalog-api';
import { cartStore } from '@/lib/storage';
import { QuantityStepper } from '@/components/quantity-stepper';
import { SkinWarning } from '@/components/product/skin-warning';
import { useProductWarnings } from '@/hooks/use-skin-warnings';
import styles from './cart.module.css';

/** What the server says about a line now. */
export type LineCheck =
  | { kind: 'checking' }
  | { kind: 'ok'; stock: number; listPrice: number }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'error' };

export function lineKey(line: Pick<CartLine, 'productId' | 'color'>): string {
  return `${line.productId}|${line.color?.name ?? ''}|${(line.color?.code ?? '').toUpperCase()}`;
}

function findVariant(product: Product, line: CartLine): Variant | undefined {
  const color = line.color;
  if (!color) return undefined;
  return product.variants.find(
    (v) => v.name === color.name && v.code.toUpperCase() === color.code.toUpperCase(),
  );
}

/** The line against the current product: gone, colour gone, or its stock and list price. */
export function checkLine(product: Product, line: CartLine): LineCheck {
  const variant = findVariant(product, line);
  if (line.color && !variant) {
    return { kind: 'unavailable', reason: `Màu ${line.color.name} không còn được bán` };
  }
  if (!line.color && product.variants.length > 0) {
    return { kind: 'unavailable', reason: 'Sản phẩm đã có phân loại màu, vui lòng chọn lại màu' };
  }
  const stock = Math.max(0, variant ? variant.stock : (product.stock ?? product.totalQuantity));
  return { kind: 'ok', stock, listPrice: product.price };
}

type CartLineItemProps = {
  line: CartLine;
  onCheck: (key: string, check: LineCheck) => void;
};

/**
 * One line of the cart: picture, name (link), colour, unit price, quantity, line total and remove.
 * The product is fetched again: a changed name, picture or price updates the stored line, and a
 * product or colour that is no longer sold flags the line.
 */
export function CartLineItem({ line, onCheck }: CartLineItemProps) {
  const key = lineKey(line);
  const { data: product, error, isFetching } = useGetProductDetailQuery(line.productId);
  const apiError = asApiError(error);
  // The price stored when the page opened: a refresh that changes it is pointed out.
  const [storedPrice] = useState(line.price);
  // Ingredient families the customer's skin record avoids (issue 32): said under the line, never asked again here.
  const warnings = useProductWarnings(product?.ingredientFlags);

  const isMissing =
    !isFetching &&
    apiError !== undefined &&
    (apiError.code === 'PRODUCT_NOT_FOUND' || apiError.status === 404);
  const check: LineCheck = isMissing
    ? { kind: 'unavailable', reason: 'Sản phẩm không còn được bán' }
    : product
      ? checkLine(product, line)
      : apiError && !isFetching
        ? { kind: 'error' }
        : { kind: 'checking' };

  // Refresh the stored line from the product as it is now.
  useEffect(() => {
    if (!product || checkLine(product, line).kind !== 'ok') return;
    const variant = findVariant(product, line);
    cartStore.refreshLine(line, {
      name: product.name,
      slug: product.slug,
      brand: product.brand.name,
      image: (variant?.image ?? product.mainImage).url,
      price: product.finalPrice,
    });
  }, [product, line]);

  const checkSignature = JSON.stringify(check);
  useEffect(() => {
    onCheck(key, JSON.parse(checkSignature) as LineCheck);
  }, [key, checkSignature, onCheck]);

  const isUnavailable = check.kind === 'unavailable';
  const stock = check.kind === 'ok' ? check.stock : null;
  const max = stock === null ? CART_MAX_QUANTITY : Math.max(1, Math.min(CART_MAX_QUANTITY, stock));
  const href = line.slug ? paths.shop.productDetail.getHref(line.slug) : null;
  const oldPrice =
    product && line.price === product.finalPrice && storedPrice !== line.price ? storedPrice : null;
  const listPrice = check.kind === 'ok' && check.listPrice > line.price ? check.listPrice : null;

  const picture = line.image ? (
    <img src={line.image} alt="" className={styles.lineImage} loading="lazy" width={96} height={96} />
  ) : (
    <span className={styles.lineImage} aria-hidden="true" />
  );

  return (
    <li className={`${styles.line} ${isUnavailable ? styles.lineUnavailable : ''}`}>
      {href ? (
        <Link to={href} className={styles.lineMedia} tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className={styles.lineMedia}>{picture}</span>
      )}
      <div className={styles.lineInfo}>
        {line.brand && <span className={styles.lineBrand}>{line.brand}</span>}
        {href ? (
          <Link to={href} className={styles.lineName}>
            {line.name}
          </Link>
        ) : (
          <span className={styles.lineName}>{line.name}</span>
        )}
        {line.color && (
          <span className={styles.lineColor}>
            <span
              className={styles.lineColorDot}
              style={{ background: line.color.code }}
              aria-hidden="true"
            />
            Màu: {line.color.name}
          </span>
        )}
        <span className={styles.lineUnit}>
          <span className={styles.lineUnitPrice}>{formatVnd(line.price)}</span>
          {listPrice !== null && <s className={styles.lineListPrice}>{formatVnd(listPrice)}</s>}
        </span>
        {isUnavailable && (
          <span className={styles.lineWarn} role="status">
            <WarningFilled aria-hidden="true" /> {check.reason}
          </span>
        )}
        {!isUnavailable && stock !== null && stock <= 0 && (
          <span className={styles.lineWarn} role="status">
            <WarningFilled aria-hidden="true" /> Sản phẩm tạm hết hàng
          </span>
        )}
        {!isUnavailable && stock !== null && stock > 0 && line.quantity > stock && (
          <span className={styles.lineWarn} role="status">
            <WarningFilled aria-hidden="true" /> Chỉ còn {stock} sản phẩm, vui lòng giảm số lượng
          </span>
        )}
        {oldPrice !== null && (
          <span className={styles.lineNote} role="status">
            <InfoCircleFilled aria-hidden="true" /> Giá đã cập nhật từ {formatVnd(oldPrice)}
          </span>
        )}
        {!isUnavailable && <SkinWarning warnings={warnings} compact />}
      </div>
      <div className={styles.lineControls}>
        {isUnavailable ? (
          <span className={styles.lineUnavailableTag}>Không còn bán</span>
        ) : (
          <QuantityStepper
            size="sm"
            value={line.quantity}
            max={Math.max(max, Math.min(line.quantity, CART_MAX_QUANTITY))}
            label={line.name}
            onChange={(quantity) => cartStore.setQuantity(line, quantity)}
            onDecrementAtMin={() => cartStore.decrement(line)}
          />
        )}
        <span className={styles.lineTotal}>
          <span className="visually-hidden">Thành tiền: </span>
          {formatVnd(line.price * line.quantity)}
        </span>
        <button
          type="button"
          className={styles.lineRemove}
          aria-label={`Xóa ${line.name}${line.color ? ` (${line.color.name})` : ''} khỏi giỏ hàng`}
          onClick={() => cartStore.remove(line)}
        >
          <DeleteOutlined aria-hidden="true" /> <span className={styles.lineRemoveText}>Xóa</span>
        </button>
      </div>
    </li>
  );
}
