import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe Checkout (ADR 0010). VND is a zero-decimal currency: amounts are sent as they are.
 * With STRIPE_SECRET_KEY the official SDK talks to Stripe; without it the sandbox keeps sessions in memory and
 * its browser page (modules/sandbox) sends `checkout.session.completed` signed with the sandbox's webhook
 * secret, exactly as Stripe signs (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, `${t}.${body}`)`).
 */

export type CheckoutLine = { name: string; unitAmount: number; quantity: number };

export type CreateCheckoutSessionInput = {
  orderId: string;
  /** The order's display code (`OD…`): what the shopper reads on the payment page. */
  orderCode?: string;
  /** 1 for the order's first session, then 2, 3 … when it is paid again (Stripe's idempotency key differs). */
  attempt?: number;
  /** Either the lines, or one total line (VND). */
  lines?: CheckoutLine[];
  total?: number;
  /** May contain Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt: Date;
  customerEmail?: string | null;
};

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export type CheckoutSessionInfo = {
  id: string;
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number;
  currency: string;
  orderId: string | null;
  paymentIntent: string | null;
  expiresAt: Date;
};

export type StripeProvider = {
  /** True when this is the built-in sandbox (no Stripe credentials). */
  sandbox: boolean;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<CheckoutSessionInfo | null>;
  expireSession(id: string): Promise<CheckoutSessionInfo | null>;
  /** Verifies `Stripe-Signature` over the raw body; throws on a bad signature. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): Stripe.Event;
  /**
   * Refunds part or all of a payment (`POST /v1/refunds`, ADR 0065); the idempotency key makes a retry the same
   * refund. Throws when Stripe refuses it.
   */
  refund(input: RefundInput): Promise<RefundInfo>;
};

export type RefundInput = {
  paymentIntent: string;
  amount: number;
  idempotencyKey: string;
  reference: string;
};
export type RefundInfo = {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  amount: number;
};

export const STRIPE_CURRENCY = 'vnd';

function lineItems(input: CreateCheckoutSessionInput): CheckoutLine[] {
  const lines =
    input.lines && input.lines.length > 0
      ? input.lines
      : input.total !== undefined
        ? [{ name: `Đơn hàng ${input.orderCode ?? input.orderId}`, unitAmount: input.total, quantity: 1 }]
        : [];
  if (lines.length === 0) throw new RangeError('A checkout session needs lines or a total.');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitAmount) || line.unitAmount < 0) {
      throw new RangeError('Stripe amounts in VND are whole numbers of đồng.');
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError('Line quantities are positive whole numbers.');
    }
  }
  return lines;
}

export function linesTotal(lines: CheckoutLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}

function toInfo(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url,
    status: (session.status ?? 'open') as CheckoutSessionStatus,
    paymentStatus: session.payment_status as CheckoutSessionInfo['paymentStatus'],
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? STRIPE_CURRENCY,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    expiresAt: new Date(session.expires_at * 1000),
  };
}

export function verifyStripeWebhook(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string,
): Stripe.Event {
  if (!signatureHeader) throw new Error('Missing Stripe-Signature header');
  return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
}

/** The real gateway, through the official SDK. */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  client?: Stripe;
}): StripeProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    sandbox: false,
    async createCheckoutSession(input) {
      const lines = lineItems(input);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: STRIPE_CURRENCY,
          line_items: lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: line.unitAmount,
              product_data: { name: line.name },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          locale: 'vi',
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        },
        {
          idempotencyKey:
            (input.attempt ?? 1) > 1
              ? `checkout-${input.orderId}-${input.attempt}`
              : `checkout-${input.orderId}`,
        },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return toInfo(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async expireSession(id) {
      const current = await this.retrieveSession(id);
      if (!current) return null;
      if (current.status !== 'open') return current;
      return toInfo(await stripe.checkout.sessions.expire(id));
    },
    verifyWebhook: (rawBody, header) => verifyStripeWebhook(rawBody, header, options.webhookSecret),
    async refund(input) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntent,
          amount: input.amount,
          reason: 'requested_by_customer',
          metadata: { reference: input.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        status: (refund.status ?? 'pending') as RefundInfo['status'],
        amount: refund.amount,
      };
    },
  };
}

/** A sandbox session, shaped like the parts of a Checkout Session the shop reads. */
export type SandboxCheckoutSession = {
  id: string;
  orderId: string;
  lines: CheckoutLine[];
  amountTotal: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  createdAt: Date;
  customerEmail: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
};

export type StripeSandbox = StripeProvider & {
  webhookSecret: string;
  session(id: string): SandboxCheckoutSession | null;
  /** Marks the session paid and returns the `checkout.session.completed` event body and its signature. */
  complete(id: string): { session: SandboxCheckoutSession; body: string; signature: string };
  /** The URL the browser goes to after paying (`{CHECKOUT_SESSION_ID}` replaced). */
  successUrl(session: SandboxCheckoutSession): string;
};

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`;
}

/** Checkout Session JSON as Stripe sends it in events (the fields the shop and the SDK read). */
export function sandboxSessionObject(session: SandboxCheckoutSession, publicUrl: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    cancel_url: session.cancelUrl,
    client_reference_id: session.orderId,
    created: Math.floor(session.createdAt.getTime() / 1000),
    currency: STRIPE_CURRENCY,
    customer_email: session.customerEmail,
    expires_at: Math.floor(session.expiresAt.getTime() / 1000),
    livemode: false,
    locale: 'vi',
    metadata: { orderId: session.orderId },
    mode: 'payment',
    payment_intent: session.paymentIntent,
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: session.status,
    success_url: session.successUrl,
    url: session.status === 'open' ? `${publicUrl}/sandbox/stripe/checkout/${session.id}` : null,
  };
}

/**
 * The sandbox: sessions live in this process's memory (a restart forgets them; the page says so), events are
 * signed with the sandbox's generated webhook secret so `verifyWebhook` accepts them like Stripe's.
 */
export function createStripeSandbox(options: {
  publicUrl: string;
  webhookSecret: string;
  now?: () => Date;
}): StripeSandbox {
  const { publicUrl, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, SandboxCheckoutSession>();
  // Payments made here and what was refunded of them; refunds by idempotency key (a retry answers the same refund).
  const intents = new Map<string, { amount: number; refunded: number }>();
  const refunds = new Map<string, RefundInfo>();

  const current = (id: string): SandboxCheckoutSession | null => {
    const session = sessions.get(id);
    if (!session) return null;
    if (session.status === 'open' && session.expiresAt.getTime() <= now().getTime())
      session.status = 'expired';
    return session;
  };
  const info = (session: SandboxCheckoutSession): CheckoutSessionInfo => ({
    id: session.id,
    url: session.status === 'open' ? `${publicUrl}/sandbox/stripe/checkout/${session.id}` : null,
    status: session.status,
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: STRIPE_CURRENCY,
    orderId: session.orderId,
    paymentIntent: session.paymentIntent,
    expiresAt: session.expiresAt,
  });

  return {
    sandbox: true,
    webhookSecret,
    async createCheckoutSession(input) {
      const lines = lineItems(input);
      const id = stripeId('cs_test');
      sessions.set(id, {
        id,
        orderId: input.orderId,
        lines,
        amountTotal: linesTotal(lines),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
        createdAt: now(),
        customerEmail: input.customerEmail ?? null,
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntent: null,
      });
      return { id, url: `${publicUrl}/sandbox/stripe/checkout/${id}` };
    },
    async retrieveSession(id) {
      const session = current(id);
      return session ? info(session) : null;
    },
    async expireSession(id) {
      const session = current(id);
      if (!session) return null;
      if (session.status === 'open') session.status = 'expired';
      return info(session);
    },
    verifyWebhook: (rawBody, header) => verifyStripeWebhook(rawBody, header, webhookSecret),
    session: current,
    complete(id) {
      const session = current(id);
      if (!session || session.status !== 'open') throw new Error('The checkout session is not open');
      session.status = 'complete';
      session.paymentStatus = 'paid';
      session.paymentIntent = stripeId('pi');
      intents.set(session.paymentIntent, { amount: session.amountTotal, refunded: 0 });
      const created = Math.floor(now().getTime() / 1000);
      const body = JSON.stringify(
        {
          id: stripeId('evt'),
          object: 'event',
          api_version: Stripe.API_VERSION,
          created,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: 'checkout.session.completed',
          data: { object: sandboxSessionObject(session, publicUrl) },
        },
        null,
        2,
      );
      // The signature's timestamp is transport time (the receiver checks it against its real clock, 5 min
      // tolerance), so it is the real time even when the shop runs on an injected clock.
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
      return { session, body, signature };
    },
    successUrl: (session) => session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    async refund(input) {
      const again = refunds.get(input.idempotencyKey);
      if (again) return again;
      if (!/^pi_\w+$/.test(input.paymentIntent))
        throw new Error(`No such payment_intent: '${input.paymentIntent}'`);
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new Error('Invalid positive integer: amount');
      // A payment made before this process started (memory only) is refunded as asked.
      const intent = intents.get(input.paymentIntent);
      if (intent) {
        if (input.amount > intent.amount - intent.refunded)
          throw new Error(
            `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`,
          );
        intent.refunded += input.amount;
      }
      const refund: RefundInfo = { id: stripeId('re'), status: 'succeeded', amount: input.amount };
      refunds.set(input.idempotencyKey, refund);
      return refund;
    },
  };
}
