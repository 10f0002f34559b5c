import {
  ArrowLeftOutlined,
  DeleteOutlined,
  ShoppingCartOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { cartFigures, cartItemCount, itemCountText, type MoneyFigures, type OrderQuote } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { MoneyFiguresList } from '@/components/money-figures';
import { PageTitle } from '@/components/page-title';
import { AUTH_QUERY, paths } from '@/config/paths';
import { Breadcrumb, PageHead } from '@/components/shop-page';
import { cartStore, writeVoucherCode } from '@/lib/storage';
import { useCart, useVoucherCode } from '@/hooks/use-cart';
import { VoucherField } from '@/components/order/voucher-field';
import { quoteLinesOf, useQuoteOrderMutation } from '@/lib/quote-api';
import { CartLineItem, lineKey, type LineCheck } from './cart-line-item';
import styles from './cart.module.css';

/**
 * `/cart` (spec §3 Cart, §4 Cart): the stored lines, each refreshed from the server, with quantity,
 * remove and 'Xóa tất cả'; the total and the way to order.
 */
export type CartPageProps = {
  /** The sign-in form over the page (the route passes the auth feature's modal). */
  AuthModal: ComponentType<{ open: boolean; onClose: () => void }>;
};

export function CartPage({ AuthModal }: CartPageProps) {
  const cart = useCart();
  const { modal } = App.useApp();
  const [checks, setChecks] = useState<Record<string, LineCheck>>({});

  const onCheck = useCallback((key: string, check: LineCheck) => {
    setChecks((current) =>
      JSON.stringify(current[key]) === JSON.stringify(check) ? current : { ...current, [key]: check },
    );
  }, []);

  const lines = cart.products;
  const units = cartItemCount(lines);
  const voucher = useCartVoucher(lines);
  const summary = useMemo(() => {
    let unavailable = 0;
    let overStock = 0;
    const counted: { listPrice: number; price: number; quantity: number }[] = [];
    for (const line of lines) {
      const check = checks[lineKey(line)];
      if (check?.kind === 'unavailable') {
        unavailable += 1;
        continue;
      }
      if (check?.kind === 'ok' && line.quantity > check.stock) overStock += 1;
      // Until the product is checked its list price is taken to be the price stored in the cart.
      counted.push({
        listPrice: check?.kind === 'ok' ? check.listPrice : line.price,
        price: line.price,
        quantity: line.quantity,
      });
    }
    return {
      figures: cartFigures(counted, voucher.quote?.voucher),
      units: cartItemCount(counted),
      unavailable,
      overStock,
    };
  }, [checks, lines, voucher.quote]);

  const confirmClear = () => {
    modal.confirm({
      title: 'Xóa tất cả sản phẩm?',
      content: `Toàn bộ ${itemCountText(units)} sẽ được xóa khỏi giỏ hàng của bạn.`,
      okText: 'Xóa tất cả',
      cancelText: 'Hủy',
      okButtonProps: { danger: true },
      onOk: () => cartStore.clear(),
    });
  };

  if (lines.length === 0) {
    return (
      <div className={styles.page}>
        <PageTitle title="Giỏ hàng" />
        <div className={styles.container}>
          <Breadcrumb items={[{ label: 'Giỏ hàng' }]} />
          <section className={styles.empty} aria-labelledby="cart-empty-title">
            <svg className={styles.emptyArt} viewBox="0 0 160 140" aria-hidden="true" focusable="false">
              <ellipse cx="80" cy="126" rx="56" ry="8" fill="#fce7f3" />
              <path
                d="M34 40h96l-10 62a10 10 0 0 1-10 8H54a10 10 0 0 1-10-8z"
                fill="#fff"
                stroke="#f472b6"
                strokeWidth="4"
                strokeLinejoin="round"
              />
              <path d="M58 40c0-14 10-24 22-24s22 10 22 24" fill="none" stroke="#db2777" strokeWidth="4" />
              <circle cx="66" cy="70" r="4" fill="#db2777" />
              <circle cx="94" cy="70" r="4" fill="#db2777" />
              <path
                d="M68 88c7 -6 17 -6 24 0"
                fill="none"
                stroke="#db2777"
                strokeWidth="4"
                strokeLinecap="round"
              />
            </svg>
            <h1 id="cart-empty-title" className={styles.emptyTitle}>
              Giỏ hàng của bạn đang trống
            </h1>
            <p className={styles.emptyText}>
              Hãy khám phá các sản phẩm chăm sóc da chính hãng và thêm món bạn yêu thích vào giỏ nhé.
            </p>
            <div className={styles.emptyActions}>
              <Link to={paths.shop.home.getHref()} className={styles.primaryButton}>
                <ShoppingOutlined aria-hidden="true" /> Tiếp tục mua sắm
              </Link>
              <Link to={paths.shop.promotions.getHref()} className={styles.secondaryButton}>
                Xem khuyến mãi
              </Link>
            </div>
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle title={`Giỏ hàng (${itemCountText(units)})`} />
      <div className={styles.container}>
        <Breadcrumb items={[{ label: 'Giỏ hàng' }]} />
        <PageHead
          title={
            <>
              Giỏ hàng <span className={styles.titleCount}>({itemCountText(units)})</span>
            </>
          }
          actions={
            <button type="button" className={styles.clearButton} onClick={confirmClear}>
              <DeleteOutlined aria-hidden="true" /> Xóa tất cả
            </button>
          }
        />
        <div className={styles.layout}>
          <div className={styles.linesCard}>
            <div className={styles.linesHead} aria-hidden="true">
              <span>Sản phẩm</span>
              <span className={styles.linesHeadControls}>
                <span>Số lượng</span>
                <span>Thành tiền</span>
                <span />
              </span>
            </div>
            <ul className={styles.lines} aria-label="Sản phẩm trong giỏ hàng">
              {lines.map((line) => (
                <CartLineItem key={lineKey(line)} line={line} onCheck={onCheck} />
              ))}
            </ul>
            <Link to={paths.shop.home.getHref()} className={styles.continueLink}>
              <ArrowLeftOutlined aria-hidden="true" /> Tiếp tục mua sắm
            </Link>
          </div>
          <CartSummary
            figures={summary.figures}
            units={summary.units}
            unavailable={summary.unavailable}
            overStock={summary.overStock}
            voucher={voucher}
            AuthModal={AuthModal}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The voucher code applied in the cart (ADR 0062) and the server's word on it: the cart's lines are quoted with the
 * code (no address yet, so a free-shipping code saves nothing here) each time either changes.
 */
function useCartVoucher(lines: Parameters<typeof quoteLinesOf>[0]) {
  const code = useVoucherCode();
  const [requestQuote, state] = useQuoteOrderMutation();
  const body = useMemo(
    () => (code && lines.length > 0 ? { products: quoteLinesOf(lines), voucherCode: code } : null),
    [code, lines],
  );
  // The answer is kept with the request it answers: a stale one (other lines, another code) is not shown.
  const [answer, setAnswer] = useState<{ asked: typeof body; quote: OrderQuote | null } | null>(null);
  useEffect(() => {
    if (!body) return;
    let live = true;
    requestQuote(body)
      .unwrap()
      .then((quote) => {
        if (live) setAnswer({ asked: body, quote });
      })
      .catch(() => {
        if (live) setAnswer({ asked: body, quote: null });
      });
    return () => {
      live = false;
    };
  }, [body, requestQuote]);
  const quote = body && answer?.asked === body ? answer.quote : null;
  return { code, quote, pending: state.isLoading };
}

function CartSummary({
  figures,
  units,
  unavailable,
  overStock,
  voucher,
  AuthModal,
}: {
  figures: MoneyFigures;
  units: number;
  unavailable: number;
  overStock: number;
  voucher: ReturnType<typeof useCartVoucher>;
} & CartPageProps) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const [isAuthOpen, setAuthOpen] = useState(false);

  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Tóm tắt đơn hàng
      </h2>
      <VoucherField
        code={voucher.code}
        quote={voucher.quote}
        pending={voucher.pending}
        onApply={writeVoucherCode}
        onRemove={() => writeVoucherCode(null)}
      />
      <MoneyFiguresList
        figures={figures}
        units={units}
        voucherCode={voucher.quote?.voucher?.code}
        feePending={<span className={styles.summaryMuted}>Tính khi đặt hàng</span>}
        classes={{
          list: styles.summaryRows,
          row: styles.summaryRow,
          saving: styles.summarySaving,
          total: styles.summaryTotal,
        }}
      />
      {unavailable > 0 && (
        <p className={styles.summaryWarn} role="status">
          <WarningFilled aria-hidden="true" /> {unavailable} sản phẩm không còn được bán và không được tính
          vào tổng, vui lòng xóa khỏi giỏ hàng.
        </p>
      )}
      {overStock > 0 && (
        <p className={styles.summaryWarn} role="status">
          <WarningFilled aria-hidden="true" /> {overStock} sản phẩm vượt quá số lượng còn hàng.
        </p>
      )}
      {isAuthenticated ? (
        <Link to={paths.shop.checkout.getHref()} className={styles.checkoutButton}>
          <ShoppingCartOutlined aria-hidden="true" /> Đặt hàng
        </Link>
      ) : (
        <>
          <button type="button" className={styles.checkoutButton} onClick={() => setAuthOpen(true)}>
            Đăng nhập để đặt hàng
          </button>
          <p className={styles.checkoutNote}>
            Chưa có tài khoản?{' '}
            <Link to={paths.shop.auth.getHref({ [AUTH_QUERY.page]: AUTH_QUERY.register })}>Đăng ký ngay</Link>{' '}
            — giỏ hàng của bạn vẫn được giữ nguyên.
          </p>
          <AuthModal open={isAuthOpen} onClose={() => setAuthOpen(false)} />
        </>
      )}
      <p className={styles.summaryTrust}>
        <SafetyCertificateOutlined aria-hidden="true" /> Giá được xác nhận lại khi đặt hàng theo khuyến mãi
        đang áp dụng.
      </p>
    </aside>
  );
}
