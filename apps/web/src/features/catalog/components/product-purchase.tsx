import {
  CheckIcon,
  ClockCircleIcon,
  FireFilledIcon,
  ShoppingCartIcon,
  ThunderboltFilledIcon,
  WarningFilledIcon,
} from '@/components/icons';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatLocalDate,
  formatVnd,
  sameLine,
  savingPercent,
  type Product,
  type Variant,
} from '@lumi/shared';
import { RatingStars, formatRating, formatSold } from '@/components/product';
import { SkinWarning, confirmSkinWarning } from '@/components/product/skin-warning';
import { paths } from '@/config/paths';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useCart } from '@/hooks/use-cart';
import { formatRemaining, useCountdownTo } from '@/hooks/use-countdown-to';
import { useProductWarnings } from '@/hooks/use-skin-warnings';
import { activeModal, notify } from '@/lib/notify';
import { cartStore } from '@/lib/storage';
import { ADDED_TO_CART_MESSAGE, availableStock, checkAddToCart, maxQuantity } from '../utils/purchase';
import styles from './product-detail.module.css';
import { StockAlertBox } from './stock-alert-box';

type ProductPurchaseProps = {
  product: Product;
  variant: Variant | null;
  onVariantChange: (variant: Variant) => void;
};

/**
 * The buying column of the product page: brand, name, rating and units sold, the price with its
 * promotion, capacity and expiry, the colour picker, the quantity and the two buttons, and 'Báo khi có hàng' for
 * a sold-out product or colour.
 */
export function ProductPurchase({ product, variant, onVariantChange }: ProductPurchaseProps) {
  const navigate = useNavigate();
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ text: string; isColor: boolean } | null>(null);
  const colorLabelId = useId();
  const messageId = useId();
  // What of the signed-in customer's skin record the product holds (issue 32): warned here, asked before adding.
  const warnings = useProductWarnings(product.ingredientFlags);
  // One confirmation at a time (a second tap while the dialog's code loads is ignored).
  const isConfirming = useRef(false);

  const hasVariants = product.variants.length > 0;
  const stock = availableStock(product, variant);
  const isSoldOut = product.totalQuantity <= 0;
  const max = maxQuantity(stock);
  const shownQuantity = Math.min(quantity, max);
  const inCart = cart.products
    .filter((line) =>
      sameLine(line, {
        productId: product._id,
        color: variant ? { name: variant.name, code: variant.code } : null,
      }),
    )
    .reduce((sum, line) => sum + line.quantity, 0);

  const add = async (thenGoToCart: boolean) => {
    const check = checkAddToCart(product, variant, shownQuantity, inCart);
    if (!check.ok) {
      setMessage({ text: check.message, isColor: check.reason === 'color-required' });
      notify.warning(check.message);
      return;
    }
    setMessage(null);
    if (warnings.length > 0) {
      if (isConfirming.current) return;
      // The product page is plain (no antd of its own): the shop's scope lends its dialogs, loaded if need be.
      isConfirming.current = true;
      let isConfirmed = false;
      try {
        const okText = thenGoToCart ? 'Vẫn mua ngay' : 'Vẫn thêm vào giỏ';
        isConfirmed = await confirmSkinWarning(await activeModal(), warnings, okText);
      } finally {
        isConfirming.current = false;
      }
      if (!isConfirmed) return;
    }
    cartStore.add(check.line);
    if (thenGoToCart) {
      void navigate(paths.shop.cart.getHref());
    } else {
      notify.success(ADDED_TO_CART_MESSAGE);
      setQuantity(1);
    }
  };

  return (
    <div className={styles.purchase}>
      <Link to={paths.shop.brand.getHref(product.brand.slug)} className={styles.brandLink}>
        {product.brand.name}
      </Link>
      <h1 className={styles.title}>{product.name}</h1>
      <div className={styles.summaryRow}>
        {product.totalReviews > 0 ? (
          <a href="#danh-gia" className={styles.summaryRating}>
            <strong>{formatRating(product.averageRating)}</strong>
            <RatingStars value={product.averageRating} size="md" />
            <span>({product.totalReviews} đánh giá)</span>
          </a>
        ) : (
          <a href="#danh-gia" className={styles.summaryMuted}>
            Chưa có đánh giá
          </a>
        )}
        <span className={styles.summaryDivider} aria-hidden="true" />
        <span className={styles.summaryMuted}>{formatSold(product.sold)}</span>
      </div>

      <PriceBox product={product} />

      <dl className={styles.facts}>
        {product.capacity && (
          <div className={styles.fact}>
            <dt>Dung tích</dt>
            <dd>{product.capacity}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Hạn sử dụng</dt>
          <dd>
            HSD: {formatLocalDate(product.expiry)}
            {product.isExpired ? (
              <span className={styles.expiryWarn}>
                <WarningFilledIcon /> Đã hết hạn
              </span>
            ) : product.isAlmostExpired ? (
              <span className={styles.expiryWarn}>
                <WarningFilledIcon /> Cận hạn sử dụng
              </span>
            ) : null}
          </dd>
        </div>
      </dl>

      {hasVariants && (
        <div
          className={`${styles.colors} ${message?.isColor ? styles.colorsError : ''}`}
          role="radiogroup"
          aria-labelledby={colorLabelId}
          aria-describedby={message?.isColor ? messageId : undefined}
        >
          <div id={colorLabelId} className={styles.colorsLabel}>
            Màu sắc: <strong>{variant ? variant.name : 'chưa chọn'}</strong>
          </div>
          <div className={styles.swatches}>
            {product.variants.map((option) => {
              const isSelected = variant?._id === option._id;
              const isOut = option.stock <= 0;
              return (
                <button
                  key={option._id}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={`${option.name}${isOut ? ' (hết hàng)' : `, còn ${option.stock}`}`}
                  title={
                    isOut ? `${option.name} — hết hàng` : `${option.name} — còn ${option.stock} sản phẩm`
                  }
                  disabled={isOut}
                  className={`${styles.swatch} ${isSelected ? styles.swatchSelected : ''} ${isOut ? styles.swatchOut : ''}`}
                  onClick={() => {
                    onVariantChange(option);
                    setMessage(null);
                  }}
                >
                  <span className={styles.swatchDot} style={{ background: option.code }} aria-hidden="true">
                    {isSelected && <CheckIcon />}
                  </span>
                  <span className={styles.swatchName}>{option.name}</span>
                  <span className={styles.swatchStock}>{isOut ? 'Hết hàng' : `Còn ${option.stock}`}</span>
                </button>
              );
            })}
          </div>
        </div>
      )}

      <div className={styles.quantityRow}>
        <span className={styles.quantityLabel}>Số lượng</span>
        <QuantityStepper
          value={shownQuantity}
          max={max}
          onChange={(next) => {
            setQuantity(next);
            setMessage(null);
          }}
          label={product.name}
          disabled={isSoldOut}
        />
        <span className={styles.stockNote}>
          {isSoldOut
            ? 'Sản phẩm tạm hết hàng'
            : hasVariants && !variant
              ? `${product.totalQuantity} sản phẩm có sẵn`
              : `Còn ${stock} sản phẩm`}
        </span>
      </div>

      {message && (
        <p id={messageId} className={styles.message} role="alert">
          <WarningFilledIcon /> {message.text}
        </p>
      )}

      <SkinWarning warnings={warnings} />

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.addButton}
          disabled={isSoldOut}
          onClick={() => void add(false)}
        >
          <ShoppingCartIcon /> Thêm vào giỏ hàng
        </button>
        <button
          type="button"
          className={styles.buyButton}
          disabled={isSoldOut}
          onClick={() => void add(true)}
        >
          {isSoldOut ? 'Tạm hết hàng' : 'Mua ngay'}
        </button>
      </div>
      {inCart > 0 && (
        <p className={styles.inCart}>
          <CheckIcon /> Giỏ hàng đang có {inCart} sản phẩm {variant ? `màu ${variant.name}` : 'này'} ·{' '}
          <Link to={paths.shop.cart.getHref()}>Xem giỏ hàng</Link>
        </p>
      )}
      <StockAlertBox product={product} />
    </div>
  );
}

/** finalPrice, the struck list price, '-N%', 'Tiết kiệm X ₫' and the running promotion with its end. */
function PriceBox({ product }: { product: Product }) {
  const percent = savingPercent(product.price, product.finalPrice);
  const promotion = percent > 0 ? product.promotion : null;
  const remaining = useCountdownTo(promotion?.endDate);

  return (
    <div className={`${styles.priceBox} ${promotion ? styles.priceBoxPromo : ''}`}>
      {promotion && (
        <div className={styles.promoBar}>
          <span className={styles.promoName}>
            <ThunderboltFilledIcon /> {promotion.name}
          </span>
          {remaining && remaining.total > 0 && (
            <span className={styles.promoEnds}>
              <ClockCircleIcon /> Kết thúc sau <strong>{formatRemaining(remaining)}</strong>
            </span>
          )}
        </div>
      )}
      <div className={styles.priceRow}>
        <span className={styles.finalPrice}>
          <span className="visually-hidden">{percent > 0 ? 'Giá khuyến mãi: ' : 'Giá: '}</span>
          {formatVnd(product.finalPrice)}
        </span>
        {percent > 0 && (
          <>
            <del className={styles.listPrice}>
              <span className="visually-hidden">Giá gốc: </span>
              {formatVnd(product.price)}
            </del>
            <span className={styles.percent} aria-label={`Giảm ${percent}%`}>
              -{percent}%
            </span>
          </>
        )}
      </div>
      {percent > 0 && (
        <div className={styles.saving}>
          Tiết kiệm <strong>{formatVnd(product.price - product.finalPrice)}</strong>
        </div>
      )}
      {promotion && promotion.remainingQty !== null && (
        <div className={styles.remaining}>
          <FireFilledIcon /> Chỉ còn {promotion.remainingQty} suất giá khuyến mãi
        </div>
      )}
    </div>
  );
}
