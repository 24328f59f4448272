import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Buyers. `username` is the email or "<areaCode> <phone>" signed up with. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  usercode: text('usercode').notNull().unique(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  areaCode: text('area_code').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  safewordHash: text('safeword_hash'),
  avatar: text('avatar').notNull().default('1'),
  name: text('name').notNull().default(''),
  /** Not read: `localuser!get` derives `kyc` from the latest basic row of kyc_verifications. */
  kyc: integer('kyc').notNull().default(0),
  status: text('status', { enum: ['active', 'disabled', 'cancelled'] }).notNull().default('active'),
  /** This user's own invitation code, shared with others. */
  inviteCode: text('invite_code').notNull().unique(),
  /** The invitation code entered at sign-up (stored as agentCode), and the referrer it names. */
  agentCode: text('agent_code').notNull().default(''),
  referrerId: integer('referrer_id'),
  /** A buyer signed up with a seller's code is referred by that seller (never also by a buyer). */
  referrerSellerId: integer('referrer_seller_id'),
  /** Set by an admin: this account's code is refused ("referrer not allowed"). */
  referralDisabled: boolean('referral_disabled').notNull().default(false),
  /** Agent level set by an admin (0: not an agent). */
  agentLevel: integer('agent_level').notNull().default(0),
  loginFailCount: integer('login_fail_count').notNull().default(0),
  loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
  safewordFailDay: text('safeword_fail_day').notNull().default(''),
  safewordFailCount: integer('safeword_fail_count').notNull().default(0),
  cancelReason: text('cancel_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('users_referrer_idx').on(t.referrerId)]);

/** Emails or phones blocked from signing up again after a cancellation. */
export const blockedIdentities = pgTable('blocked_identities', {
  identity: text('identity').primaryKey(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  createdAt: created(),
});

/** Sessions of buyers, sellers and admins; only the SHA-256 of the token is stored. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  actor: text('actor', { enum: ['user', 'seller', 'admin'] }).notNull(),
  actorId: integer('actor_id').notNull(),
  createdAt: created(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_actor_idx').on(t.actor, t.actorId)]);

/** Verification codes (hashed) for sign-up and password reset. */
export const verifyCodes = pgTable('verify_codes', {
  id: serial('id').primaryKey(),
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('verify_codes_target_idx').on(t.target, t.purpose, t.createdAt)]);

/** Outgoing messages (mail, SMS); a worker delivers them and records the outcome. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('outbox_pending_idx').on(t.status, t.id)]);

/** Slider puzzles: the answer stays on the server. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerX: integer('answer_x').notNull(),
  attempts: integer('attempts').notNull().default(0),
  passTokenHash: text('pass_token_hash'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: created(),
}, (t) => [uniqueIndex('captchas_pass_idx').on(t.passTokenHash)]);

/** Shipping addresses. */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  contacts: text('contacts').notNull(),
  phone: text('phone').notNull(),
  areaCode: text('area_code').notNull().default(''),
  email: text('email').notNull().default(''),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  countryId: text('country_id').notNull().default(''),
  province: text('province').notNull().default(''),
  provinceId: text('province_id').notNull().default(''),
  city: text('city').notNull().default(''),
  cityId: text('city_id').notNull().default(''),
  address: text('address').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: created(),
}, (t) => [index('addresses_user_idx').on(t.userId)]);

/** Admin-editable platform parameters (`syspara!getSyspara`). */
export const sysparas = pgTable('sysparas', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The admin-configured pop-up (`activity/lottery!getCurrentActivity`). */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imgUrl: text('img_url').notNull().default(''),
  detailUrl: text('detail_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Who sees it: everyone, guests only or signed-in buyers only. */
  audience: text('audience', { enum: ['all', 'guests', 'signed_in'] }).notNull().default('all'),
  /** Languages it is shown in; empty: every language. */
  langs: text('langs').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images, named randomly under DATA_DIR/uploads. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  actor: text('actor').notNull(),
  actorId: integer('actor_id').notNull(),
  module: text('module').notNull(),
  fileName: text('file_name').notNull().unique(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: created(),
});

/** Sellers sign in separately from buyers. */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  storeName: text('store_name').notNull(),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  loginFailCount: integer('login_fail_count').notNull().default(0),
  loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
  /** Transaction password for withdrawals, with the same daily lockout as buyers'. */
  safewordHash: text('safeword_hash'),
  safewordFailDay: text('safeword_fail_day').notNull().default(''),
  safewordFailCount: integer('safeword_fail_count').notNull().default(0),
  createdAt: created(),
});

/** Platform operators; roles: super_admin, finance, support, catalogue. */
export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  loginFailCount: integer('login_fail_count').notNull().default(0),
  loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
  createdAt: created(),
});

/** Every admin write. */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  adminEmail: text('admin_email').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull().default(''),
  detail: text('detail').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: created(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action)]);

/** Newsletter sign-ups from the storefront footer (`subscribe!add`). */
export const subscriptions = pgTable('subscriptions', {
  email: text('email').primaryKey(),
  lang: text('lang').notNull().default('en'),
  createdAt: created(),
});

// ---- Catalogue ----

/** Category tree of two or three levels. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  level: integer('level').notNull().default(1),
  name: text('name').notNull(),
  des: text('des').notNull().default(''),
  iconImg: text('icon_img').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isRec: boolean('is_rec').notNull().default(false),
  createdAt: created(),
}, (t) => [index('categories_parent_idx').on(t.parentId, t.sort)]);

/** Per-language category names; English lives in categories.name. */
export const categoryI18n = pgTable('category_i18n', {
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('category_i18n_pk').on(t.categoryId, t.lang)]);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  createdAt: created(),
});

/** Stores, one per seller. Counters are maintained by triggers from their records. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  sellerId: integer('seller_id').notNull().unique().references(() => sellers.id),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  banner1: text('banner1').notNull().default(''),
  banner2: text('banner2').notNull().default(''),
  banner3: text('banner3').notNull().default(''),
  remark: text('remark').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
  telegram: text('telegram').notNull().default(''),
  status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull().default('pending'),
  isRec: boolean('is_rec').notNull().default(false),
  /** Derived: number of follows (trigger on focus_seller). */
  focusNum: integer('focus_num').notNull().default(0),
  /** Derived: sum of sales of the store's goods (trigger on sales). */
  soldNum: integer('sold_num').notNull().default(0),
  /** Derived: store page views (incremented by the view endpoint only). */
  viewsNum: integer('views_num').notNull().default(0),
  /** Derived: shelved goods (trigger on seller_goods). */
  goodsNum: integer('goods_num').notNull().default(0),
  /** Derived: passed reviews and good ones among them (trigger on evaluations). */
  reviewNum: integer('review_num').notNull().default(0),
  goodReviewNum: integer('good_review_num').notNull().default(0),
  createdAt: created(),
}, (t) => [index('stores_rec_idx').on(t.isRec, t.status)]);

/** Product content: platform catalogue (ownerStoreId null) or a store's own goods. */
export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  ownerStoreId: integer('owner_store_id'),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  des: text('des').notNull().default(''),
  imgDes: text('img_des').notNull().default(''),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  /** Suggested retail price of the platform catalogue. */
  price: numeric('price', { precision: 20, scale: 10 }).notNull(),
  freightAmount: numeric('freight_amount', { precision: 20, scale: 10 }).notNull().default('0'),
  createdAt: created(),
}, (t) => [index('goods_category_idx').on(t.categoryId)]);

/** Per-language product names and descriptions, with English in goods as the fallback. */
export const goodsI18n = pgTable('goods_i18n', {
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
  des: text('des').notNull().default(''),
}, (t) => [uniqueIndex('goods_i18n_pk').on(t.goodsId, t.lang)]);

/** Stock of platform goods per warehouse. */
export const goodsStock = pgTable('goods_stock', {
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
  qty: integer('qty').notNull().default(0),
}, (t) => [uniqueIndex('goods_stock_pk').on(t.goodsId, t.warehouseId)]);

/** Variant attributes of a product (e.g. Colour) and their values (e.g. Red). */
export const goodsAttrs = pgTable('goods_attrs', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_attrs_goods_idx').on(t.goodsId)]);

export const goodsAttrValues = pgTable('goods_attr_values', {
  id: serial('id').primaryKey(),
  attrId: integer('attr_id').notNull().references(() => goodsAttrs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  iconImg: text('icon_img').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_attr_values_attr_idx').on(t.attrId)]);

/** Per-language attribute names; English lives in goods_attrs.name. */
export const goodsAttrI18n = pgTable('goods_attr_i18n', {
  attrId: integer('attr_id').notNull().references(() => goodsAttrs.id, { onDelete: 'cascade' }),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('goods_attr_i18n_pk').on(t.attrId, t.lang)]);

/** Per-language attribute value names; English lives in goods_attr_values.name. */
export const goodsAttrValueI18n = pgTable('goods_attr_value_i18n', {
  valueId: integer('value_id').notNull().references(() => goodsAttrValues.id, { onDelete: 'cascade' }),
  lang: text('lang').notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('goods_attr_value_i18n_pk').on(t.valueId, t.lang)]);

/** A product listed by a store, with the store's prices. */
export const sellerGoods = pgTable('seller_goods', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  categoryId: integer('category_id').notNull(),
  sellingPrice: numeric('selling_price', { precision: 20, scale: 10 }).notNull(),
  discountPrice: numeric('discount_price', { precision: 20, scale: 10 }),
  buyMin: integer('buy_min').notNull().default(1),
  stock: integer('stock').notNull().default(0),
  isShelf: boolean('is_shelf').notNull().default(true),
  /** Derived by trigger: shelved and its store active, i.e. shown to buyers. */
  visible: boolean('visible').notNull().default(false),
  isRec: boolean('is_rec').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  isHot: boolean('is_hot').notNull().default(false),
  /** Derived counter (trigger on sales). Page views are in `seller_goods_views`. */
  soldNum: integer('sold_num').notNull().default(0),
  /** Lower-cased names in every language plus the store name, for trigram search. */
  searchText: text('search_text').notNull().default(''),
  /** What price order sorts by: the discount when there is one (generated by the database). */
  sortPrice: numeric('sort_price', { precision: 20, scale: 10 }).generatedAlwaysAs(sql`COALESCE(discount_price, selling_price)`),
  createdAt: created(),
}, (t) => [
  uniqueIndex('seller_goods_store_goods_idx').on(t.storeId, t.goodsId),
  index('seller_goods_list_idx').on(t.visible, t.id),
  index('seller_goods_category_idx').on(t.categoryId, t.visible, t.id),
  index('seller_goods_store_idx').on(t.storeId, t.isShelf, t.id),
  index('seller_goods_store_visible_idx').on(t.storeId, t.visible, t.id),
  index('seller_goods_sold_idx').on(t.visible, t.soldNum, t.id),
  index('seller_goods_price_idx').on(t.visible, t.sortPrice, t.id),
  index('seller_goods_category_price_idx').on(t.categoryId, t.visible, t.sortPrice, t.id),
  index('seller_goods_discount_idx').on(t.sortPrice, t.id).where(sql`visible AND discount_price IS NOT NULL`),
  index('seller_goods_new_price_idx').on(t.sortPrice, t.id).where(sql`visible AND is_new`),
  index('seller_goods_hot_price_idx').on(t.sortPrice, t.id).where(sql`visible AND is_hot`),
  index('seller_goods_hot_idx').on(t.soldNum, t.id).where(sql`visible AND is_hot`),
  index('seller_goods_new_idx').on(t.id).where(sql`visible AND is_new`),
  index('seller_goods_rec_idx').on(t.id).where(sql`visible AND is_rec`),
]);

/**
 * Product page views, added once a second by the view counter; a row per listing (added by trigger).
 * Apart from the listing, so that views do not rewrite its rows: every rewritten row sends list reads
 * from the index back to the table.
 */
export const sellerGoodsViews = pgTable('seller_goods_views', {
  sellerGoodsId: integer('seller_goods_id').primaryKey().references(() => sellerGoods.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/** Visible goods per category and combination of flags (1 recommended, 2 new, 4 hot, 8 discounted), kept by trigger: list totals without a scan. */
export const listingCounts = pgTable('listing_counts', {
  categoryId: integer('category_id').notNull(),
  flags: smallint('flags').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ name: 'listing_counts_pk', columns: [t.categoryId, t.flags] })]);

/**
 * Visible goods per block of a list order's key (ord 0: ids in runs of 1024; ord 1: sort prices cut
 * to three significant figures), kept by trigger: a deep page finds its block by summing these.
 */
export const listingBlocks = pgTable('listing_blocks', {
  ord: smallint('ord').notNull(),
  block: numeric('block').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ name: 'listing_blocks_pk', columns: [t.ord, t.block] })]);

/**
 * The search index, kept by trigger from the visible listings: each distinct word of their search
 * texts (and each pair of characters of their CJK runs), with how many have it.
 */
export const searchTerms = pgTable('search_terms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique('search_terms_term_key'),
  n: integer('n').notNull().default(0),
});

/** Each word's visible listings, with what the list orders sort by. */
export const searchPostings = pgTable('search_postings', {
  termId: integer('term_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  soldNum: integer('sold_num').notNull(),
  sortPrice: numeric('sort_price', { precision: 20, scale: 10 }).notNull(),
}, (t) => [
  uniqueIndex('search_postings_goods_idx').on(t.goodsId, t.termId),
  index('search_postings_new_idx').on(t.termId, t.goodsId),
  index('search_postings_sold_idx').on(t.termId, t.soldNum, t.goodsId),
  index('search_postings_price_idx').on(t.termId, t.sortPrice, t.goodsId),
]);

/** SKUs: one combination of attribute values with its own price and image. */
export const sellerGoodsSkus = pgTable('seller_goods_skus', {
  id: serial('id').primaryKey(),
  sellerGoodsId: integer('seller_goods_id').notNull().references(() => sellerGoods.id, { onDelete: 'cascade' }),
  attrValueIds: integer('attr_value_ids').array().notNull(),
  sellingPrice: numeric('selling_price', { precision: 20, scale: 10 }).notNull(),
  discountPrice: numeric('discount_price', { precision: 20, scale: 10 }),
  img: text('img').notNull().default(''),
  stock: integer('stock').notNull().default(0),
}, (t) => [index('seller_goods_skus_sg_idx').on(t.sellerGoodsId)]);

/** Sales: one row per sold line (orders write them; the demo seed writes past sales). */
export const sales = pgTable('sales', {
  id: serial('id').primaryKey(),
  sellerGoodsId: integer('seller_goods_id').notNull().references(() => sellerGoods.id),
  storeId: integer('store_id').notNull(),
  qty: integer('qty').notNull(),
  /** The order that sold it (null for the demo seed's past sales); a refunded order's sales are removed. */
  orderId: integer('order_id'),
  createdAt: created(),
}, (t) => [index('sales_store_day_idx').on(t.storeId, t.createdAt)]);

/** Store page and product views per day, for statistics. */
export const storeDailyStats = pgTable('store_daily_stats', {
  storeId: integer('store_id').notNull(),
  day: text('day').notNull(),
  views: integer('views').notNull().default(0),
}, (t) => [uniqueIndex('store_daily_stats_pk').on(t.storeId, t.day)]);

/** Reviews of a product. */
export const evaluations = pgTable('evaluations', {
  id: serial('id').primaryKey(),
  sellerGoodsId: integer('seller_goods_id').notNull().references(() => sellerGoods.id),
  storeId: integer('store_id').notNull(),
  userId: integer('user_id'),
  userName: text('user_name').notNull(),
  avatar: text('avatar').notNull().default('1'),
  countryName: text('country_name').notNull().default(''),
  /** 1 good, 2 medium, 3 bad */
  evaluationType: integer('evaluation_type').notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull().default(''),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  attributes: text('attributes').notNull().default('[]'),
  status: text('status', { enum: ['submitted', 'reviewing', 'passed', 'rejected'] }).notNull().default('passed'),
  /** The order line reviewed (null for demo reviews); one review per line. */
  orderId: integer('order_id'),
  orderLineId: integer('order_line_id'),
  createdAt: created(),
}, (t) => [
  index('evaluations_goods_idx').on(t.sellerGoodsId, t.status, t.id),
  uniqueIndex('evaluations_order_line_idx').on(t.orderLineId),
  index('evaluations_status_idx').on(t.status, t.id),
]);

export const keepGoods = pgTable('keep_goods', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sellerGoodsId: integer('seller_goods_id').notNull().references(() => sellerGoods.id, { onDelete: 'cascade' }),
  createdAt: created(),
}, (t) => [uniqueIndex('keep_goods_pk').on(t.userId, t.sellerGoodsId)]);

export const focusSeller = pgTable('focus_seller', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  createdAt: created(),
}, (t) => [uniqueIndex('focus_seller_pk').on(t.userId, t.storeId), index('focus_seller_store_idx').on(t.storeId)]);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** pc or h5 */
  type: text('type').notNull().default('pc'),
  /** 1 main, 0 side */
  imgType: integer('img_type').notNull().default(1),
  imgUrl: text('img_url').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: created(),
});

// ---- Wallet and ledger ----

const money = (name: string) => numeric(name, { precision: 38, scale: 10 });

/**
 * Ledger accounts: one per buyer or seller wallet, and the platform's own (custody, fees,
 * withdrawals in flight, escrow, adjustments, loans). `balance` is on the normal side of `type`
 * (debits for assets, credits otherwise) and always equals the sum of the account's postings.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['asset', 'liability', 'revenue', 'equity'] }).notNull(),
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }),
  ownerId: integer('owner_id'),
  balance: money('balance').notNull().default('0'),
  createdAt: created(),
}, (t) => [check('ledger_wallet_not_negative', sql`${t.ownerKind} IS NULL OR ${t.balance} >= 0`)]);

/** One money movement: balanced postings written together. `key` makes a replay post nothing. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind').notNull(),
  memo: text('memo').notNull().default(''),
  /** The business record it belongs to (recharge or withdrawal order number, order id, …). */
  ref: text('ref').notNull().default(''),
  createdAt: created(),
});

/** A posting: signed amount, debit positive and credit negative; a transaction's postings sum to zero. */
export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  txId: bigint('tx_id', { mode: 'number' }).notNull().references(() => ledgerTransactions.id),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amount: money('amount').notNull(),
  /** The account's balance (normal side) after this posting. */
  balanceAfter: money('balance_after').notNull(),
  createdAt: created(),
}, (t) => [index('ledger_postings_account_idx').on(t.accountId, t.id), index('ledger_postings_tx_idx').on(t.txId)]);

/** Recharge and withdrawal networks, configured by admins. */
export const walletChannels = pgTable('wallet_channels', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['chain', 'bank'] }).notNull().default('chain'),
  coin: text('coin').notNull(),
  blockchainName: text('blockchain_name').notNull(),
  address: text('address').notNull(),
  rate: money('rate').notNull().default('1'),
  fee: money('fee').notNull().default('0'),
  rechargeMin: money('recharge_min').notNull().default('1'),
  rechargeMax: money('recharge_max').notNull().default('1000000'),
  withdrawFee: money('withdraw_fee').notNull().default('0'),
  withdrawMin: money('withdraw_min').notNull().default('10'),
  withdrawMax: money('withdraw_max').notNull().default('100000'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: created(),
}, (t) => [uniqueIndex('wallet_channels_coin_chain').on(t.coin, t.blockchainName)]);

/** Single-use anti-replay tokens of recharges and withdrawals (SHA-256 stored). */
export const walletTokens = pgTable('wallet_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }).notNull(),
  ownerId: integer('owner_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

export const recharges = pgTable('recharges', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }).notNull(),
  ownerId: integer('owner_id').notNull(),
  kind: text('kind', { enum: ['chain', 'bank', 'third_party'] }).notNull(),
  channelId: integer('channel_id'),
  coin: text('coin').notNull(),
  blockchainName: text('blockchain_name').notNull(),
  channelAddress: text('channel_address').notNull().default(''),
  volume: money('volume').notNull(),
  rate: money('rate').notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  actualAmount: money('actual_amount').notNull(),
  img: text('img').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  /** Masked on save: only the last four digits are kept. */
  bankCardNo: text('bank_card_no').notNull().default(''),
  provider: text('provider').notNull().default(''),
  providerRef: text('provider_ref').notNull().default(''),
  /** Orders a provider payment pays once it is confirmed (comma-separated ids; empty for a plain recharge). */
  payOrders: text('pay_orders').notNull().default(''),
  /** 0 in progress, 1 success, 2 failed */
  state: integer('state').notNull().default(0),
  failureMsg: text('failure_msg').notNull().default(''),
  reviewer: text('reviewer').notNull().default(''),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [
  uniqueIndex('recharges_one_open').on(t.ownerKind, t.ownerId).where(sql`state = 0`),
  index('recharges_owner_idx').on(t.ownerKind, t.ownerId, t.id),
  index('recharges_state_idx').on(t.state, t.id),
]);

export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }).notNull(),
  ownerId: integer('owner_id').notNull(),
  coin: text('coin').notNull(),
  blockchainName: text('blockchain_name').notNull(),
  toAddress: text('to_address').notNull(),
  volume: money('volume').notNull(),
  fee: money('fee').notNull(),
  amount: money('amount').notNull(),
  /** Shanghai day of the application, for the daily count. */
  day: text('day').notNull(),
  state: integer('state').notNull().default(0),
  failureMsg: text('failure_msg').notNull().default(''),
  tx: text('tx').notNull().default(''),
  reviewer: text('reviewer').notNull().default(''),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [
  uniqueIndex('withdrawals_one_open').on(t.ownerKind, t.ownerId).where(sql`state = 0`),
  index('withdrawals_owner_idx').on(t.ownerKind, t.ownerId, t.id),
  index('withdrawals_day_idx').on(t.ownerKind, t.ownerId, t.day),
  index('withdrawals_state_idx').on(t.state, t.id),
]);

/** The one withdrawal address of a buyer or seller. */
export const withdrawAddresses = pgTable('withdraw_addresses', {
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }).notNull(),
  ownerId: integer('owner_id').notNull(),
  blockchainName: text('blockchain_name').notNull(),
  coin: text('coin').notNull(),
  address: text('address').notNull(),
  createdAt: created(),
}, (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] })]);

// ---- Orders ----

/**
 * One order per seller of a checkout. Money columns are exact; `status` follows the state machine of
 * @mall/domain/order-status; the receiver is copied from the address at submission.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id),
  storeId: integer('store_id').notNull().references(() => stores.id),
  status: integer('status').notNull().default(0),
  contacts: text('contacts').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull().default(''),
  country: text('country').notNull().default(''),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  address: text('address').notNull(),
  postcode: text('postcode').notNull().default(''),
  goodsCount: integer('goods_count').notNull(),
  goodsAmount: money('goods_amount').notNull(),
  shippingFee: money('shipping_fee').notNull().default('0'),
  longDistanceFee: money('long_distance_fee').notNull().default('0'),
  deliveryFee: money('delivery_fee').notNull().default('0'),
  freight: money('freight').notNull().default('0'),
  tax: money('tax').notNull().default('0'),
  discount: money('discount').notNull().default('0'),
  handlingFee: money('handling_fee').notNull().default('0'),
  serviceFee: money('service_fee').notNull().default('0'),
  total: money('total').notNull(),
  commission: money('commission').notNull().default('0'),
  payMethod: text('pay_method').notNull().default(''),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  cancelReason: integer('cancel_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  carrier: text('carrier').notNull().default(''),
  trackingNo: text('tracking_no').notNull().default(''),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /** 0 none, 1 refunding, 2 refunded, 3 refund failed */
  returnStatus: integer('return_status').notNull().default(0),
  returnReason: integer('return_reason').notNull().default(0),
  returnDetail: text('return_detail').notNull().default(''),
  returnMoney: money('return_money').notNull().default('0'),
  /** The status to go back to when a refund is refused. */
  statusBeforeReturn: integer('status_before_return'),
  createdAt: created(),
}, (t) => [
  index('orders_user_idx').on(t.userId, t.status, t.id),
  index('orders_store_idx').on(t.storeId, t.status, t.id),
  index('orders_status_idx').on(t.status, t.createdAt),
]);

/** The lines of an order with the price the server charged. */
export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  sellerGoodsId: integer('seller_goods_id').notNull().references(() => sellerGoods.id),
  /** null for a product without variants */
  skuId: integer('sku_id'),
  name: text('name').notNull(),
  attributes: text('attributes').array().notNull().default(sql`'{}'::text[]`),
  image: text('image').notNull().default(''),
  unitPrice: money('unit_price').notNull(),
  qty: integer('qty').notNull(),
  amount: money('amount').notNull(),
}, (t) => [index('order_lines_order_idx').on(t.orderId)]);

/** The order's timeline (docs/product-rules.md). */
export const orderLogs = pgTable('order_logs', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  event: text('event').notNull(),
  note: text('note').notNull().default(''),
  createdAt: created(),
}, (t) => [index('order_logs_order_idx').on(t.orderId, t.id)]);

/** What a seller is told about the store's orders (paid, shipment reminded, refund requested); read once seen. */
export const sellerNotices = pgTable('seller_notices', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  kind: text('kind', { enum: ['paid', 'reminded', 'refund_requested'] }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: created(),
}, (t) => [index('seller_notices_store_idx').on(t.storeId, t.id), index('seller_notices_unread_idx').on(t.storeId).where(sql`read_at IS NULL`)]);

/**
 * Identity (KYC) verifications of buyers and, later, sellers: one row per application. `level` basic
 * comes first, advanced after it; `status` 0 applied, 1 under review, 2 passed, 3 rejected (with
 * `reason`). An owner has at most one live application (applied, under review or passed) per level;
 * a rejected one stays as history and a new one may follow. `reviewerId` is the admin who decided.
 */
export const kycVerifications = pgTable('kyc_verifications', {
  id: serial('id').primaryKey(),
  ownerKind: text('owner_kind', { enum: ['user', 'seller'] }).notNull(),
  ownerId: integer('owner_id').notNull(),
  level: text('level', { enum: ['basic', 'advanced'] }).notNull().default('basic'),
  status: integer('status').notNull().default(0),
  name: text('name').notNull(),
  /** The kind of identity document (passport, identity card, driving licence, ...), as the client names it. */
  idType: text('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  nationality: text('nationality').notNull(),
  /** Uploaded pictures of the document: front, back, and the holder with it. */
  img1: text('img_1').notNull(),
  img2: text('img_2').notNull(),
  img3: text('img_3').notNull(),
  /** Advanced level: the holder's address and a picture proving it. */
  address: text('address').notNull().default(''),
  addressImg: text('address_img').notNull().default(''),
  reason: text('reason').notNull().default(''),
  reviewerId: integer('reviewer_id').references(() => admins.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('kyc_one_live').on(t.ownerKind, t.ownerId, t.level).where(sql`status IN (0, 1, 2)`),
  index('kyc_owner_idx').on(t.ownerKind, t.ownerId, t.id),
  index('kyc_queue_idx').on(t.status, t.createdAt),
  index('kyc_queue_level_idx').on(t.level, t.status, t.createdAt),
  check('kyc_status_range', sql`status BETWEEN 0 AND 3`),
]);

/** Server secrets shared by every process on the database (e.g. the key of verification-code hashes). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: created(),
});

/** A manual balance adjustment by an operator: the business record the ledger movement posts. */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: serial('id').primaryKey(),
  no: text('no').notNull().unique(),
  ownerKind: text('owner_kind').notNull(),
  ownerId: integer('owner_id').notNull(),
  amount: numeric('amount', { precision: 30, scale: 10 }).notNull(),
  reason: text('reason').notNull(),
  createdAt: created(),
});

// ---- Referral ----

/** A seller's invitation code (drawn when first asked for), and the admin's referral settings of that seller. */
export const sellerReferrals = pgTable('seller_referrals', {
  sellerId: integer('seller_id').primaryKey().references(() => sellers.id),
  inviteCode: text('invite_code').notNull().unique(),
  referralDisabled: boolean('referral_disabled').notNull().default(false),
  agentLevel: integer('agent_level').notNull().default(0),
  createdAt: created(),
});
