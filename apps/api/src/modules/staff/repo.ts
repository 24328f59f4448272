import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { containsPattern, type Conn } from '../../db/rows';
import { admins, sellers, stores, users } from '../../db/schema';

// The only file of the staff module that speaks SQL: seller and admin accounts, and the buyer list
// support sees. Writes take the caller's connection (the database or an open transaction).

export type SellerRow = typeof sellers.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type UserRow = typeof users.$inferSelect;
interface Page<T> { rows: T[]; total: number }

export async function accountByEmail(db: Conn, kind: 'seller' | 'admin', email: string): Promise<SellerRow | AdminRow | undefined> {
  const t = kind === 'seller' ? sellers : admins;
  const [row] = await db.select().from(t).where(eq(t.email, email));
  return row;
}

export async function sellerById(db: Conn, id: number): Promise<SellerRow | undefined> {
  const [s] = await db.select().from(sellers).where(eq(sellers.id, id));
  return s;
}

export async function storeNameOf(db: Conn, sellerId: number): Promise<string | undefined> {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.sellerId, sellerId));
  return store?.name;
}

export async function adminById(db: Conn, id: number): Promise<AdminRow | undefined> {
  const [a] = await db.select().from(admins).where(eq(admins.id, id));
  return a;
}

export async function adminCount(db: Conn): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(admins);
  return n;
}

/** Inserts an admin; undefined when the email is taken. */
export async function insertAdmin(db: Conn, values: Pick<typeof admins.$inferInsert, 'email' | 'passwordHash' | 'name' | 'roles'>): Promise<AdminRow | undefined> {
  const [row] = await db.insert(admins).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts a seller and its store; undefined when the email is taken. */
export async function insertSellerWithStore(db: Conn, values: Pick<typeof sellers.$inferInsert, 'email' | 'passwordHash' | 'name' | 'storeName'>, storeStatus: 'pending' | 'active'): Promise<SellerRow | undefined> {
  const [row] = await db.insert(sellers).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await db.insert(stores).values({ sellerId: row.id, name: row.storeName, status: storeStatus }).onConflictDoNothing();
  return row;
}

/** Replaces a seller's password hash and lifts a sign-in lock. */
export async function setSellerPasswordHash(db: Conn, sellerId: number, passwordHash: string): Promise<void> {
  await db.update(sellers).set({ passwordHash, loginFailCount: 0, loginLockedUntil: null }).where(eq(sellers.id, sellerId));
}

/** Seller accounts, newest first; `keyword` matches part of the email, the name or the store's name. */
export async function sellersPage(db: Conn, keyword: string, limit: number, offset: number): Promise<Page<SellerRow>> {
  const k = keyword ? containsPattern(keyword) : '';
  const where = k ? or(ilike(sellers.email, k), ilike(sellers.name, k), ilike(sellers.storeName, k)) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(sellers).where(where);
  const rows = await db.select().from(sellers).where(where).orderBy(desc(sellers.id)).limit(limit).offset(offset);
  return { rows, total: n };
}

export async function allAdmins(db: Conn): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(admins.id);
}

/** Buyers, newest first; `keyword` matches part of the username or the whole usercode. */
export async function usersPage(db: Conn, keyword: string, limit: number, offset: number): Promise<Page<UserRow>> {
  const where = keyword ? or(ilike(users.username, containsPattern(keyword)), eq(users.usercode, keyword)) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset);
  return { rows, total: n };
}

export async function userByUsercode(db: Conn, usercode: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.usercode, usercode));
  return u;
}

export async function setUserStatus(db: Conn, id: number, status: 'active' | 'disabled'): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, id));
}
