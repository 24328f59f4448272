import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Conn } from '../../db/rows';
import { addresses } from '../../db/schema';

// The only file of the address module that speaks SQL. Every query is scoped to the address's owner.

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** The buyer's addresses, the default first, then newest first. */
export async function listOf(db: Conn, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function countOf(db: Conn, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return n;
}

export async function ownAddress(db: Conn, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** Clears the default flag of the buyer's addresses, but the one of `exceptId` when given. */
export async function clearDefault(db: Conn, userId: number, exceptId?: number): Promise<void> {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), exceptId === undefined ? undefined : ne(addresses.id, exceptId)));
}

export async function insert(db: Conn, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values({ ...values, userId }).returning();
  return row;
}

export async function update(db: Conn, id: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.update(addresses).set(values).where(eq(addresses.id, id)).returning();
  return row;
}

/** Deletes an address of the buyer; answers it, or undefined when it is not theirs. */
export async function removeOwn(db: Conn, userId: number, id: number): Promise<AddressRow | undefined> {
  const [gone] = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning();
  return gone;
}

/** Makes the buyer's newest address the default, when there is one. */
export async function defaultNewest(db: Conn, userId: number): Promise<void> {
  const [next] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
  if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}
