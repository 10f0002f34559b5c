import type {
  AddressIds,
  Image,
  Order,
  ShippingAddress,
  ShippingAddressInput,
  ShippingFee,
  ShippingSource,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { Mailer } from '../../providers/mail';
import type { StripeProvider } from '../../providers/stripe';
import type { VnpayProvider } from '../../providers/vnpay';
import type { RealtimeHub } from '../../realtime/port';
import type { NotificationWriter } from '../notifications/service';
import type { OrderChange } from './notices';
import type { OrderRow, OrdersRepository } from './repository';
import type { StockGate } from './stock-gate';

/** What orders need of the shipping service (api-contract §4.7). */
export type OrdersShipping = {
  /** Checks the id chain and fills the parts' names; throws SHIPPING_ADDRESS_INVALID. */
  validateAddress(input: ShippingAddressInput): Promise<ShippingAddress>;
  fee(input: { address: AddressIds; weightGrams: number; goodsValue: number }): Promise<ShippingFee>;
};

/** What orders need of the catalogue: dropping cached answers after stock or sold counts change. */
export type OrdersCatalog = { invalidate(): void };

export type OrderCustomer = { id: string; name: string };
export type OrderAdmin = { id: string; name: string };

export type OrdersDeps = {
  db: Db;
  clock: Clock;
  shipping: OrdersShipping;
  catalog: OrdersCatalog;
  /** The source answering fees when no address is given yet. */
  shippingSource: () => ShippingSource;
  /** The job queue: each change writes its notification and e-mail as jobs in its own transaction (ADR 0043). */
  jobs: FollowUpJobs<Db>;
  notifications: NotificationWriter;
  /** The customer's e-mails; without one none is sent. */
  mailer?: Mailer;
  /** The web app's address, for links in e-mails. */
  publicUrl: string;
  /** Pushes `order:status` after each committed change (api-contract §5.3). */
  realtime?: RealtimeHub;
  log?: { error(obj: unknown, msg?: string): void };
  /** With Redis: the stock held in front of the database (ADR 0050). */
  stockGate?: StockGate;
  /** Told of each order placed (the process's metrics, ADR 0052). */
  onCreated?: () => void;
  /** Returns (ADR 0065): the customer's photos, and the gateways that refund. */
  uploads?: ReturnUploads;
  gateways?: ReturnGateways;
};

/** What the parts of the orders service share: their dependencies, the repository, the change reporter. */
export type OrdersCore = {
  deps: OrdersDeps;
  repo: (db?: Db) => OrdersRepository;
  /** Writes a change's follow-ups (notification and e-mail jobs) inside its transaction. */
  record: (tx: Db, ...changes: OrderChange[]) => Promise<void>;
  /** Reports a committed change; never throws. Answers the order it loaded for the listener, if any. */
  report: (change: OrderChange) => Promise<Order | undefined>;
};

/** A customer's own order: theirs and not archived. */
export function isOwnOrder(row: Pick<OrderRow, 'userId' | 'archivedAt'>, customerId: string): boolean {
  return row.userId === customerId && !row.archivedAt;
}

/** What returns need of the uploads: the customer's photos made the return's, or given back when it fails. */
export type ReturnUploads = {
  claim(image: Image, owner: { kind: 'user'; id: string }, current: null): Promise<Image>;
  unclaim(publicIds: string[]): Promise<void>;
};

/** The gateways a return's money goes back through (the sandboxes when no credentials are set). */
export type ReturnGateways = { vnpay?: VnpayProvider; stripe?: StripeProvider };
