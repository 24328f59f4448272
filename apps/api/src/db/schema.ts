import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  avatar: text('avatar').notNull().default(''),
  name: text('name').notNull().default(''),
  kyc: integer('kyc').notNull().default(0),
  status: text('status', { enum: ['active', 'disabled', 'cancelled'] }).notNull().default('active'),
  /** This user's own invitation code, shared with others. */
  inviteCode: text('invite_code').notNull().unique(),
  /** The invitation code entered at sign-up (stored as agentCode), and the referrer it names. */
  agentCode: text('agent_code').notNull().default(''),
  referrerId: integer('referrer_id'),
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
