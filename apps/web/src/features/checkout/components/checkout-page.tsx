import { WarningFilled } from '@ant-design/icons';
import { Alert, App, Button, Form, Radio, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  cartItemCount,
  formatVnd,
  itemCountText,
  orderFigures,
  PAYMENT_METHOD_LABELS,
  type OrderInput,
  type OrderQuote,
  type OrderQuoteInput,
  type PaymentMethod,
} from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import { ShippingAddressFields, useAddressIds, type ShippingAddressValues } from '@/components/address-form';
import { MoneyFiguresList } from '@/components/money-figures';
import { Breadcrumb, PageHead, ShopPage } from '@/components/shop-page';
import { paths } from '@/config/paths';
import { useCart, useVoucherCode } from '@/hooks/use-cart';
import {
  useCreateCodOrderMutation,
  useCreateStripeOrderMutation,
  useCreateVnpayOrderMutation,
} from '../api/checkout-api';
import { VoucherField } from '@/components/order/voucher-field';
import { PointsField } from '@/components/order/points-field';
import { useGetMyLoyaltyQuery } from '@/lib/loyalty-api';
import { quoteLinesOf, useQuoteOrderMutation } from '@/lib/quote-api';
import { getErrorMessage, isApiError } from '@/lib/errors';
import { createAttemptKeys } from '@/lib/attempt-key';
import { cartStore, writeVoucherCode } from '@/lib/storage';
import styles from './checkout.module.css';

type CheckoutValues = ShippingAddressValues & { paymentMethod: PaymentMethod };

const ISSUE_LABELS: Record<OrderQuote['issues'][number]['code'], string> = {
  OUT_OF_STOCK: 'Vượt quá số lượng còn hàng',
  PRODUCT_COLOR_REQUIRED: 'Chưa chọn màu',
  PRODUCT_UNAVAILABLE: 'Sản phẩm không còn được bán',
};

const QUOTE_DELAY_MS = 300;

/** `/checkout` (spec §3 Checkout, api-contract §4.6): recipient, address, payment and the server's quote. */
export function CheckoutPage() {
  const cart = useCart();
  const user = useAppSelector((state) => state.auth.userInfo);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<CheckoutValues>();
  const parts = Form.useWatch('parts', form);
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const [requestQuote, quoteState] = useQuoteOrderMutation();
  const [createCod, codState] = useCreateCodOrderMutation();
  const [createVnpay, vnpayState] = useCreateVnpayOrderMutation();
  const [createStripe, stripeState] = useCreateStripeOrderMutation();
  const [redirecting, setRedirecting] = useState(false);
  const submitting = codState.isLoading || vnpayState.isLoading || stripeState.isLoading || redirecting;
  const quoteSeq = useRef(0);
  const attemptKeys = useRef(createAttemptKeys('checkout'));

  const lines = cart.products;
  const orderLines = useMemo(() => quoteLinesOf(lines), [lines]);
  const addressIds = useAddressIds(parts);
  const voucherCode = useVoucherCode();
  const loyalty = useGetMyLoyaltyQuery(undefined, { refetchOnMountOrArgChange: true });
  const [usingPoints, setUsingPoints] = useState(false);
  // The whole balance is asked for: the quote takes as many as the order's cap allows (ADR 0063).
  const pointsAsked = usingPoints ? (loyalty.data?.balance ?? 0) : 0;

  const runQuote = useCallback(async (): Promise<OrderQuote | null> => {
    if (orderLines.length === 0) return null;
    const seq = ++quoteSeq.current;
    try {
      const body: Partial<OrderQuoteInput> = {
        products: orderLines,
        ...addressIds,
        ...(voucherCode ? { voucherCode } : {}),
        ...(pointsAsked > 0 ? { points: pointsAsked } : {}),
      };
      const next = await requestQuote(body).unwrap();
      if (seq === quoteSeq.current) {
        setQuote(next);
        setQuoteError(null);
      }
      return next;
    } catch (error) {
      if (seq === quoteSeq.current) setQuoteError(getErrorMessage(error));
      return null;
    }
  }, [addressIds, orderLines, requestQuote, voucherCode, pointsAsked]);

  useEffect(() => {
    const timer = window.setTimeout(() => void runQuote(), QUOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [runQuote]);

  const issuesByIndex = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const issue of quote?.issues ?? []) {
      map.set(issue.index, [...(map.get(issue.index) ?? []), issue.message || ISSUE_LABELS[issue.code]]);
    }
    return map;
  }, [quote]);
  const hasIssues = (quote?.issues.length ?? 0) > 0;

  const onFinish = async (values: CheckoutValues) => {
    if (!quote || hasIssues || !values.parts.province || !values.parts.district || !values.parts.ward) return;
    setPriceNotice(null);
    const input: OrderInput = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      province: { id: values.parts.province.id },
      district: { id: values.parts.district.id },
      ward: { id: values.parts.ward.id },
      note: values.note?.trim() ? values.note.trim() : null,
      paymentMethod: values.paymentMethod,
      products: orderLines,
      quoteTotal: quote.totalAmount,
      // Only a code the quote applied: its saving is in `quoteTotal` (ADR 0062).
      voucherCode: quote.voucher?.code ?? null,
      // The points the quote took: their value is in `quoteTotal` too.
      points: quote.points?.used || null,
      totalAmount: undefined,
    };
    // The same order retried (after a time-out) keeps its key: the server answers the first result.
    const placing = { ...input, idempotencyKey: attemptKeys.current.keyFor(input) };
    try {
      if (values.paymentMethod === 'COD') {
        const order = await createCod(placing).unwrap();
        writeVoucherCode(null);
        cartStore.removeOrdered(orderLines.map((line) => ({ productId: line.productId, color: line.color })));
        void navigate(paths.shop.orderReturn.getHref({ orderId: order._id, method: 'COD' }), {
          replace: true,
        });
        return;
      }
      // Online payments: the cart keeps its lines until the payment succeeds (/order-return removes them).
      const result =
        values.paymentMethod === 'VNPAY'
          ? await createVnpay(placing).unwrap()
          : await createStripe(placing).unwrap();
      // The order holds the voucher's use; an unpaid order gives it back when it is cancelled.
      writeVoucherCode(null);
      setRedirecting(true);
      // Leaves the app for the payment page (VNPay, Stripe Checkout or their sandboxes).
      window.location.assign(result.paymentUrl);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_PRICE_CHANGED') {
        await runQuote();
        setPriceNotice(error.message);
        return;
      }
      if (isApiError(error) && error.code.startsWith('POINTS_')) void loyalty.refetch();
      if (
        isApiError(error) &&
        (error.code === 'VALIDATION_ERROR' ||
          error.code.startsWith('VOUCHER_') ||
          error.code.startsWith('POINTS_'))
      )
        await runQuote();
      void message.error(getErrorMessage(error));
    }
  };

  if (lines.length === 0) {
    return (
      <ShopPage>
        <Breadcrumb items={[{ label: 'Thanh toán' }]} />
        <PageHead title="Thanh toán" />
        <section className={styles.emptyCard}>
          <h2 className={styles.emptyTitle}>Chưa có sản phẩm để đặt hàng</h2>
          <p className={styles.muted}>Giỏ hàng của bạn đang trống. Hãy chọn sản phẩm trước khi thanh toán.</p>
          <Link to={paths.shop.home.getHref()} className={styles.primaryLink}>
            Tiếp tục mua sắm
          </Link>
        </section>
      </ShopPage>
    );
  }

  const freeShippingGap =
    quote && quote.freeShippingThreshold !== null ? quote.freeShippingThreshold - quote.subtotal : null;

  return (
    <ShopPage>
      <Breadcrumb items={[{ label: 'Giỏ hàng', href: paths.shop.cart.getHref() }, { label: 'Thanh toán' }]} />
      <PageHead title="Thanh toán" />
      <Form<CheckoutValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{
          name: user?.name ?? '',
          phone: user?.phone ?? '',
          parts: {},
          paymentMethod: 'COD',
        }}
        onFinish={(values) => void onFinish(values)}
        className={styles.layout}
      >
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="checkout-recipient">
            <h2 id="checkout-recipient" className={styles.cardTitle}>
              Thông tin nhận hàng
            </h2>
            <ShippingAddressFields />
          </section>
          <section className={styles.card} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.cardTitle}>
              Phương thức thanh toán
            </h2>
            <Form.Item name="paymentMethod" noStyle>
              <Radio.Group className={styles.payments}>
                <Radio value="COD">{PAYMENT_METHOD_LABELS.COD}</Radio>
                <Radio value="VNPAY">
                  {PAYMENT_METHOD_LABELS.VNPAY}
                  <span className={styles.methodHint}>ATM, thẻ quốc tế, QR ngân hàng</span>
                </Radio>
                <Radio value="STRIPE">
                  {PAYMENT_METHOD_LABELS.STRIPE}
                  <span className={styles.methodHint}>Visa, Mastercard, JCB</span>
                </Radio>
              </Radio.Group>
            </Form.Item>
          </section>
        </div>
        <aside className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.cardTitle}>
            Đơn hàng ({itemCountText(cartItemCount(lines))})
          </h2>
          {priceNotice && (
            <Alert type="warning" showIcon title={priceNotice} className={styles.notice} role="status" />
          )}
          {quoteError && !quote && <Alert type="error" showIcon title={quoteError} />}
          {!quote && !quoteError ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <ul className={styles.lines} aria-label="Sản phẩm đặt mua">
              {lines.map((line, index) => {
                const quoted = quote?.products[index];
                const issues = issuesByIndex.get(index) ?? [];
                return (
                  <li key={`${line.productId}-${line.color?.code ?? ''}-${index}`} className={styles.line}>
                    {line.image ? (
                      <img
                        src={quoted?.image || line.image}
                        alt=""
                        className={styles.lineImage}
                        width={56}
                        height={56}
                      />
                    ) : (
                      <span className={styles.lineImage} />
                    )}
                    <div className={styles.lineBody}>
                      <div className={styles.lineName}>{quoted?.name ?? line.name}</div>
                      {line.color?.name && <div className={styles.muted}>Màu: {line.color.name}</div>}
                      <div className={styles.muted}>
                        {line.quantity} × {formatVnd(quoted?.price ?? line.price)}
                        {quoted && quoted.originalPrice > quoted.price && (
                          <s className={styles.strike}>{formatVnd(quoted.originalPrice)}</s>
                        )}
                      </div>
                      {quoted && quoted.promoQty > 0 && quoted.promoQty < quoted.quantity && (
                        <div className={styles.promoNote}>
                          Giá khuyến mãi áp dụng cho {quoted.promoQty} sản phẩm
                        </div>
                      )}
                      {issues.map((text) => (
                        <div key={text} className={styles.issue} role="alert">
                          <WarningFilled aria-hidden="true" /> {text}
                        </div>
                      ))}
                    </div>
                    <div className={styles.lineTotal}>
                      {formatVnd(quoted?.lineTotal ?? line.price * line.quantity)}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {quote && (
            <>
              <VoucherField
                code={voucherCode}
                quote={quote}
                pending={quoteState.isLoading}
                onApply={writeVoucherCode}
                onRemove={() => writeVoucherCode(null)}
              />
              <PointsField
                summary={loyalty.data}
                quote={quote}
                using={usingPoints}
                onChange={setUsingPoints}
              />
              <MoneyFiguresList
                figures={orderFigures(quote)}
                voucherCode={quote.voucher?.code}
                pointsUsed={quote.points?.used}
                units={cartItemCount(lines.filter((_, index) => !issuesByIndex.has(index)))}
                feePending={<span className={styles.muted}>Chọn địa chỉ để tính phí</span>}
                classes={{ list: styles.rows, row: styles.row, saving: styles.saving, total: styles.total }}
              />
              {freeShippingGap !== null && freeShippingGap > 0 && (
                <p className={styles.hint}>
                  Mua thêm {formatVnd(freeShippingGap)} để được miễn phí vận chuyển
                </p>
              )}
            </>
          )}
          {hasIssues && (
            <p className={styles.blocked} role="status">
              <WarningFilled aria-hidden="true" /> Vui lòng cập nhật các sản phẩm được đánh dấu trong{' '}
              <Link to={paths.shop.cart.getHref()}>giỏ hàng</Link> trước khi đặt hàng.
            </p>
          )}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={submitting}
            disabled={!quote || hasIssues || quoteState.isLoading}
          >
            Đặt hàng
          </Button>
          <Link to={paths.shop.cart.getHref()} className={styles.backLink}>
            Quay lại giỏ hàng
          </Link>
        </aside>
      </Form>
    </ShopPage>
  );
}
