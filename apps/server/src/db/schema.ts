import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { TaxCategory } from '@partsmith/contract';

/** Timestamps are timestamptz on PostgreSQL and ISO-8601 text on SQLite; both are written as ISO strings. */
type Timestamp = ColumnType<Date | string, string | undefined, string>;
/** Identity keys are bigint on PostgreSQL (read back as strings) and integer on SQLite. */
type Id = Generated<number | string>;

export interface ProductTable {
  id: Id;
  name: string;
  description: string;
  image: string;
  price_cents: number;
  /** Pieces in stock; ordering takes from it, cancelling gives back. */
  quantity: number;
  minimum: number;
  seed_key: string | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  /** Unique among listed parts, in capitals (migration 0018). */
  part_number: string;
  category_id: number | string | null;
  tax_category: ColumnType<TaxCategory, TaxCategory | undefined, TaxCategory>;
  /** Days to get more: the part may be ordered beyond stock, the rest promised by then. Null: only what is in stock. */
  lead_time_days: number | null;
}

/** A node of the category tree (migration 0018). */
export interface CategoryTable {
  id: Id;
  parent_id: number | string | null;
  name: string;
  slug: string;
  description: Generated<string>;
  position: Generated<number>;
  created_at: Generated<Timestamp>;
}

/** What a category's parts (and those of the categories below it) have; `choices` is a JSON array of text. */
export interface SpecificationTable {
  id: Id;
  category_id: number | string;
  key: string;
  name: string;
  kind: 'number' | 'choice' | 'boolean' | 'text';
  unit: string | null;
  choices: Generated<string>;
  position: Generated<number>;
}

/** A part's value of a specification: a number in number_value; a choice, 'true'/'false' or text in text_value. */
export interface ProductSpecificationTable {
  product_id: number | string;
  specification_id: number | string;
  number_value: number | null;
  text_value: string | null;
}

/** A PDF attached to a part, kept in the database so that every instance serves it. */
export interface DatasheetTable {
  id: Id;
  product_id: number | string;
  title: string;
  file_name: string;
  bytes: number;
  sha256: string;
  content: Buffer;
  created_at: Generated<Timestamp>;
}

/** A quantity price break of a part (migration 0014): from `min_quantity` pieces on, `price_cents` per piece. */
export interface PriceTierTable {
  product_id: number | string;
  min_quantity: number;
  price_cents: number;
}

export interface ReviewTable {
  id: Id;
  user_id: string | null;
  name: string;
  location: string;
  review: string;
  ratings: number;
  image: string;
  seed_key: string | null;
  created_at: Timestamp;
  /** The author had a paid order when writing it (migration 0009); 0/1 on SQLite. */
  verified: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** When an admin hid the review; null while it shows. */
  hidden_at: Timestamp | null;
}

export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'delivered' | 'cancelled';
export type OrderActor = 'customer' | 'admin' | 'shop';

/**
 * An order. Its parts are its lines (order_lines, migration 0019); the row keeps the specification's summary of them:
 * the first line's part, name (with how many more parts, for several lines), part number and price per piece, the
 * pieces of every line and the total.
 */
export interface OrderTable {
  id: Id;
  user_id: string | null;
  email: string;
  product_id: number | string;
  product_name: string;
  /** The part's number when the row was written (migration 0018); null where the part had none. */
  part_number: string | null;
  quantity: number;
  unit_price_cents: number;
  price_cents: number;
  /** How many lines the order has (migration 0019). */
  line_count: Generated<number>;
  /** The order's net, tax and, in price_cents, gross, delivery included (issue 35): what is paid is price_cents. */
  net_cents: Generated<number>;
  tax_cents: Generated<number>;
  /** The delivery charge with its tax, and that tax and its rate; 0 when delivery was free. */
  delivery_cents: Generated<number>;
  delivery_tax_cents: Generated<number>;
  delivery_tax_rate_bp: Generated<number>;
  prices_include_tax: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** The buyer's tax exemption certificate when the order was placed; null: tax was charged. */
  tax_exempt_certificate: string | null;
  /** An order on terms (bank transfer): the day its payment is due; null for an order paid by card. */
  payment_due_at: Timestamp | null;
  phone: string;
  address: string;
  status: Generated<OrderStatus>;
  transaction_id: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** An admin began cancelling this paid order and its refund is under way: it is not shipped (migration 0017). */
  refund_requested_at: Timestamp | null;
  /** Paid through a provider that takes no money (the test provider, Stripe's test mode). */
  test_payment: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  paid_at: Timestamp | null;
  shipped_at: Timestamp | null;
  delivered_at: Timestamp | null;
  carrier: string | null;
  tracking_number: string | null;
  /** Placed while the account's address was unconfirmed: held for the shorter hold (migration 0016); 0/1 on SQLite. */
  placed_unconfirmed: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

/** One part of an order, priced when the order was placed (migration 0019). */
export interface OrderLineTable {
  id: Id;
  order_id: number | string;
  /** 1, 2, ...: the order the customer listed the parts in. */
  position: number;
  product_id: number | string;
  product_name: string;
  part_number: string | null;
  quantity: number;
  unit_price_cents: number;
  /** The line's gross: what the buyer pays for it. */
  price_cents: number;
  tax_category: ColumnType<TaxCategory, TaxCategory | undefined, TaxCategory>;
  tax_rate_bp: Generated<number>;
  net_cents: Generated<number>;
  tax_cents: Generated<number>;
  /** Pieces of the line not yet in stock: they wait for a restock (0: all taken). */
  backordered: Generated<number>;
  /** The day (YYYY-MM-DD) the waiting pieces were promised by; null when none wait. */
  promised_by: string | null;
}

/** A line of a signed-in customer's cart, with the price per piece the customer saw when setting it (migration 0019). */
export interface CartLineTable {
  user_id: string;
  product_id: number | string;
  quantity: number;
  seen_unit_price_cents: number;
  /** The order the customer added the parts in. */
  position: number;
  added_at: Timestamp;
  updated_at: Timestamp;
}

/** A cart saved under a name, to order again (migration 0019). */
export interface SavedListTable {
  id: Id;
  user_id: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedListLineTable {
  list_id: number | string;
  position: number;
  product_id: number | string;
  quantity: number;
}

/** A delivery address of an account's address book (migration 0019). */
export interface AddressTable {
  id: Id;
  user_id: string;
  phone: string;
  address: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** One change of an order's status (migration 0006). */
export interface OrderEventTable {
  id: Id;
  order_id: number | string;
  status: OrderStatus;
  actor: OrderActor;
  /** The account that made the change; null when the shop did (payment provider, expiry). */
  actor_id: string | null;
  at: Timestamp;
  /** The change gave the customer's money back: a payment that arrived after the cancel (migration 0017); 0/1 on SQLite. */
  refunded: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

export type QuoteStatus = 'requested' | 'answered' | 'declined' | 'accepted';

/** A quote request and its answer (migration 0015); days are "2026-12-31" text. */
export interface QuoteTable {
  id: Id;
  user_id: string;
  email: string;
  product_id: number | string;
  product_name: string;
  /** The part's number when the row was written (migration 0018); null where the part had none. */
  part_number: string | null;
  quantity: number;
  wanted_by: string;
  note: string | null;
  status: Generated<QuoteStatus>;
  unit_price_cents: number | null;
  available_by: string | null;
  answer_note: string | null;
  answered_at: Timestamp | null;
  /** The admin who answered. */
  answered_by: string | null;
  valid_until: Timestamp | null;
  order_id: number | string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestPaymentIntentTable {
  id: string;
  client_secret: string;
  order_id: number | string;
  amount_cents: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled' | 'refunded';
  created_at: Timestamp;
}

export interface WebhookEventTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

/** The payment intent made for an order, one per order, and when its money went back (migration 0017). */
export interface PaymentIntentTable {
  order_id: number | string;
  intent_id: string;
  created_at: Generated<Timestamp>;
  refunded_at: Timestamp | null;
}

export interface ImageTable {
  id: string;
  owner_id: string | null;
  full_webp: Buffer;
  card_webp: Buffer;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface ProfileTable {
  user_id: string;
  education: string | null;
  address: string | null;
  phone: string | null;
  linkedin: string | null;
  updated_at: Timestamp;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  role: 'admin' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Order placed, paid and shipped messages (migration 0012); 0/1 on SQLite. */
  email_order_updates: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** The reminder a day before an unpaid order's hold ends. */
  email_payment_reminders: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /** The value of unpaid orders an admin set for this account instead of its tier's (migration 0016); null: the tier's. */
  order_unpaid_limit_cents: ColumnType<number | string | null, number | null | undefined, number | null>;
  company_name: string | null;
  tax_number: string | null;
  billing_address: string | null;
  /** Set by an admin: the account pays no tax. */
  tax_exempt_certificate: string | null;
  /** Set by an admin: the account may order by bank transfer, to pay within this many days (null: card only). */
  payment_terms_days: number | null;
  /** The most the account may owe on terms at once. */
  credit_limit_cents: number | null;
}

export interface SessionTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 'token': a bearer token for API clients (migration 0011); Better Auth's own sessions are 'cookie'. */
  kind: Generated<'cookie' | 'token'>;
}

/** A way into a user's account, written by Better Auth: 'credential' holds a password, any other provider_id an identity provider (Google). */
export interface AccountTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A password sign-in that counts against its account (or its device cookie) while it is in the window (decision 0014). */
export interface SignInAttemptTable {
  id: string;
  /** The email signed in with, lower-cased: an address without an account counts as one too. */
  account: string;
  /** The device cookie's id, or null for a client without a valid one for this account. */
  device: string | null;
  attempted_at: Timestamp;
}

/** One row: the number of listed parts, kept by triggers on products (see migration 0005). */
export interface CatalogueStatsTable {
  id: number;
  listed_products: number;
}

/** Orders per status of one account (scope = its id) or of a shard of the shop (scope = '*<n>'), kept by triggers (migration 0007). */
export interface OrderCountTable {
  scope: string;
  status: OrderStatus;
  orders: number;
}

/** A payment reminder an order has had, of each kind once (migration 0024): kept after its message is deleted. */
export interface OrderReminderTable {
  order_id: number | string;
  kind: 'payment-reminder' | 'payment-overdue';
  sent_at: Timestamp;
}

/** A message to send, or one sent (migration 0012, decision 0016). */
export interface OutboxTable {
  id: Id;
  kind: string;
  recipient: string;
  /** What the message says, as JSON: rendered into subject, text and html when it is sent. */
  data: string;
  /** Set by a sweep that may run on several instances at once: the same message is written once. */
  dedupe_key: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A sender holds the message until then; after it (a crash, a hung connection) another sender may take it. */
  claimed_until: Timestamp | null;
  sent_at: Timestamp | null;
  /** The mail server refused the message for good (a 5xx answer): it is not tried again. */
  failed_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
}

/** One change an admin made (migration 0020); before and after are JSON text. Append-only. */
export interface AuditLogTable {
  id: Id;
  at: Timestamp;
  actor_id: string;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  subject_label: string;
  before: string | null;
  after: string | null;
}

/** The shop's one row of settings (issue 35): tax, delivery, and the seller on its invoices. */
export interface ShopSettingsTable {
  id: number;
  prices_include_tax: ColumnType<boolean | number, boolean | number, boolean | number>;
  standard_rate_bp: number;
  reduced_rate_bp: number;
  delivery_charge_cents: number;
  free_delivery_from_cents: number | null;
  seller_name: string;
  seller_address: string;
  seller_tax_number: string;
  bank_details: string;
  updated_at: Timestamp;
}

/** The last number issued in a series (invoice, credit note) and year: advanced in the issuing transaction, so gap-free. */
export interface DocumentSequenceTable {
  series: string;
  year: number;
  last_number: number;
}

export interface InvoiceTable {
  id: Id;
  kind: 'invoice' | 'credit-note';
  year: number;
  sequence: number;
  number: string;
  order_id: number | string;
  /** A credit note's invoice. */
  credits_invoice_id: number | string | null;
  issued_at: Timestamp;
  total_cents: number;
  /** The InvoiceDocument as issued, JSON. */
  document: string;
  /** Null until rendered, off the request path. */
  pdf: Buffer | null;
  render_claimed_until: Timestamp | null;
}

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  accounts: AccountTable;
  sign_in_attempts: SignInAttemptTable;
  products: ProductTable;
  categories: CategoryTable;
  specifications: SpecificationTable;
  product_specifications: ProductSpecificationTable;
  datasheets: DatasheetTable;
  price_tiers: PriceTierTable;
  catalogue_stats: CatalogueStatsTable;
  reviews: ReviewTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  cart_lines: CartLineTable;
  saved_lists: SavedListTable;
  saved_list_lines: SavedListLineTable;
  addresses: AddressTable;
  order_counts: OrderCountTable;
  images: ImageTable;
  profiles: ProfileTable;
  test_payment_intents: TestPaymentIntentTable;
  webhook_events: WebhookEventTable;
  payment_intents: PaymentIntentTable;
  outbox: OutboxTable;
  order_reminders: OrderReminderTable;
  quotes: QuoteTable;
  audit_log: AuditLogTable;
  shop_settings: ShopSettingsTable;
  document_sequences: DocumentSequenceTable;
  invoices: InvoiceTable;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ReviewRow = Selectable<ReviewTable>;
export type NewReview = Insertable<ReviewTable>;
