import type { Config } from '../../config';
import {
  createStripeProvider,
  createStripeSandbox,
  type StripeProvider,
  type StripeSandbox,
} from '../../providers/stripe';
import { createVnpayProvider, vnpaySandboxApi, type VnpayProvider } from '../../providers/vnpay';

export type PaymentProviders = {
  vnpay: VnpayProvider;
  stripe: StripeProvider;
  /** Set when VNPay has no credentials and sandboxes are enabled: the sandbox pages are mounted. */
  vnpaySandbox: boolean;
  /** The Stripe sandbox, when Stripe has no credentials and sandboxes are enabled. */
  stripeSandbox: StripeSandbox | null;
};

/**
 * The payment gateways from the configuration (ADR 0010): the real ones when their credentials are set,
 * otherwise the built-in sandboxes (never in production unless PAYMENT_SANDBOX=true, where a gateway without
 * credentials refuses to be used).
 */
export function createPaymentProviders(config: Config, now: () => Date): PaymentProviders {
  const { payments, publicUrl } = config;
  const vnpaySandbox = !payments.vnpay.credentials && payments.sandboxEnabled;
  const vnpay = payments.vnpay.credentials
    ? createVnpayProvider({
        credentials: payments.vnpay.credentials,
        payUrl: payments.vnpay.payUrl,
        apiUrl: payments.vnpay.apiUrl,
      })
    : vnpaySandbox
      ? createVnpayProvider({
          credentials: {
            tmnCode: payments.sandboxSecrets.vnpayTmnCode,
            hashSecret: payments.sandboxSecrets.vnpayHashSecret,
          },
          payUrl: `${publicUrl}/sandbox/vnpay/pay`,
          apiUrl: payments.vnpay.apiUrl,
          sandbox: true,
          // Its merchant API answers in process (no internet here): refunds of deposits (ADR 0061).
          fetch: vnpaySandboxApi(
            {
              tmnCode: payments.sandboxSecrets.vnpayTmnCode,
              hashSecret: payments.sandboxSecrets.vnpayHashSecret,
            },
            now,
          ),
        })
      : unconfiguredVnpay();
  const stripeSandbox =
    !payments.stripe.credentials && payments.sandboxEnabled
      ? createStripeSandbox({ publicUrl, webhookSecret: payments.sandboxSecrets.stripeWebhookSecret, now })
      : null;
  const stripe = payments.stripe.credentials
    ? createStripeProvider(payments.stripe.credentials)
    : (stripeSandbox ?? unconfiguredStripe());
  return { vnpay, stripe, vnpaySandbox, stripeSandbox };
}

function notConfigured(name: string): never {
  throw new Error(`${name} is not configured (set its credentials, or PAYMENT_SANDBOX=true)`);
}

function unconfiguredVnpay(): VnpayProvider {
  return {
    tmnCode: '',
    sandbox: false,
    buildPaymentUrl: () => notConfigured('VNPay'),
    verify: () => false,
    sign: () => notConfigured('VNPay'),
    queryTransaction: async () => notConfigured('VNPay'),
    refund: async () => notConfigured('VNPay'),
  };
}

function unconfiguredStripe(): StripeProvider {
  return {
    sandbox: false,
    createCheckoutSession: async () => notConfigured('Stripe'),
    retrieveSession: async () => notConfigured('Stripe'),
    expireSession: async () => notConfigured('Stripe'),
    verifyWebhook: () => notConfigured('Stripe'),
    refund: async () => notConfigured('Stripe'),
  };
}
