import { sql } from 'drizzle-orm';
import type { MerchantDocKind, MerchantStatus } from '@mall/contract/merchant';
import { rows, type Executor } from '../../db/rows';

// The only file of the merchant module that speaks SQL. Writes take the caller's executor (a transaction).

export interface ApplicationRow {
  id: string; user_id: number; status: MerchantStatus; store_name: string; category: string; email: string; phone: string;
  country: string; doc_kind: MerchantDocKind; documents: string[]; lang: string; reason: string; seller_id: number | null;
  decided_by: string; created_at: Date | string; updated_at: Date | string; applicant?: string;
}

export interface NewApplication {
  userId: number; storeName: string; category: string; email: string; phone: string; country: string;
  docKind: MerchantDocKind; documents: string[]; lang: string;
}

const COLUMNS = sql.raw(`a.id::text AS id, a.user_id, a.status, a.store_name, a.category, a.email, a.phone, a.country, a.doc_kind,
  a.documents, a.lang, a.reason, a.seller_id, a.decided_by, a.created_at, a.updated_at`);
const APPLICANT = sql.raw(`COALESCE((SELECT username FROM users WHERE id = a.user_id), '') AS applicant`);

/** Inserts an application; the partial unique indexes refuse a second live one of the user, email or store name (23505). */
export async function insertApplication(db: Executor, n: NewApplication): Promise<ApplicationRow> {
  const [r] = await rows<ApplicationRow>(db, sql`WITH a AS (INSERT INTO merchant_applications (user_id, store_name, category, email, phone, country, doc_kind, documents, lang)
    VALUES (${n.userId}, ${n.storeName}, ${n.category}, ${n.email}, ${n.phone}, ${n.country}, ${n.docKind}, ${toTextArray(n.documents)}, ${n.lang}) RETURNING *)
    SELECT ${COLUMNS} FROM a`);
  return r;
}

/** A Postgres text[] literal built as a parameterised ARRAY (no string concatenation of values). */
function toTextArray(values: string[]) {
  return values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;
}

/** The user's newest application, if any. */
export async function latestOfUser(db: Executor, userId: number): Promise<ApplicationRow | undefined> {
  const [r] = await rows<ApplicationRow>(db, sql`SELECT ${COLUMNS} FROM merchant_applications a WHERE a.user_id = ${userId} ORDER BY a.id DESC LIMIT 1`);
  return r;
}

export async function applicationById(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [r] = await rows<ApplicationRow>(db, sql`SELECT ${COLUMNS} FROM merchant_applications a WHERE a.id = ${id}`);
  return r;
}

/** True when a seller has this email (any case). */
export async function sellerEmailTaken(db: Executor, email: string): Promise<boolean> {
  return (await rows(db, sql`SELECT 1 FROM sellers WHERE lower(email) = lower(${email}) LIMIT 1`)).length > 0;
}

/** True when a store or a seller's sign-up store name is this name (any case). */
export async function storeNameTaken(db: Executor, name: string): Promise<boolean> {
  return (await rows(db, sql`SELECT 1 FROM stores WHERE lower(name) = lower(${name})
    UNION ALL SELECT 1 FROM sellers WHERE lower(store_name) = lower(${name}) LIMIT 1`)).length > 0;
}

/** Which of email / store name a live application other than `exceptId` already uses. */
export async function liveApplicationClash(db: Executor, email: string, storeName: string, exceptId = 0): Promise<{ email: boolean; store: boolean }> {
  const [r] = await rows<{ email: boolean; store: boolean }>(db, sql`SELECT
    COALESCE(bool_or(lower(email) = lower(${email})), false) AS email, COALESCE(bool_or(lower(store_name) = lower(${storeName})), false) AS store
    FROM merchant_applications WHERE status IN ('pending', 'more_docs') AND id <> ${exceptId}`);
  return r;
}

/**
 * Moves an application from one status to another by one conditional update, so of two admins
 * deciding at once only one sees a row come back (the other's update finds the status changed).
 */
export async function transition(db: Executor, id: number, from: MerchantStatus, to: MerchantStatus, set: { reason?: string; decidedBy?: string; documents?: string[] } = {}): Promise<ApplicationRow | undefined> {
  const [r] = await rows<ApplicationRow>(db, sql`WITH a AS (UPDATE merchant_applications SET status = ${to}, updated_at = now(),
      reason = ${set.reason ?? ''},
      decided_by = CASE WHEN ${set.decidedBy ?? null}::text IS NULL THEN decided_by ELSE ${set.decidedBy ?? null}::text END,
      decided_at = CASE WHEN ${to} IN ('approved', 'rejected') THEN now() ELSE decided_at END
      ${set.documents ? sql`, documents = ${toTextArray(set.documents)}` : sql``}
    WHERE id = ${id} AND status = ${from} RETURNING *) SELECT ${COLUMNS} FROM a`);
  return r;
}

export async function setSeller(db: Executor, id: number, sellerId: number): Promise<void> {
  await rows(db, sql`UPDATE merchant_applications SET seller_id = ${sellerId} WHERE id = ${id}`);
}

/** The queue: newest first, optionally of one status. */
export async function listApplications(db: Executor, status: MerchantStatus | null, pageNum: number, pageSize: number): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = status ? sql`WHERE a.status = ${status}` : sql``;
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM merchant_applications a ${where}`);
  const list = await rows<ApplicationRow>(db, sql`SELECT ${COLUMNS}, ${APPLICANT} FROM merchant_applications a ${where}
    ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
  return { rows: list, total: n };
}

/** The platform's top-level category names, in their order. */
export async function topCategories(db: Executor): Promise<string[]> {
  return (await rows<{ name: string }>(db, sql`SELECT name FROM categories WHERE parent_id IS NULL ORDER BY sort, id LIMIT 100`)).map((r) => r.name);
}

export async function insertPasswordToken(db: Executor, tokenHash: string, sellerId: number, days: number): Promise<void> {
  await rows(db, sql`INSERT INTO seller_password_tokens (token_hash, seller_id, expires_at) VALUES (${tokenHash}, ${sellerId}, now() + make_interval(days => ${days}))`);
}

/** Spends a live token (unused, unexpired) by one conditional update; answers its seller, or undefined. */
export async function consumePasswordToken(db: Executor, tokenHash: string): Promise<{ seller_id: number; email: string } | undefined> {
  const [r] = await rows<{ seller_id: number; email: string }>(db, sql`WITH t AS (UPDATE seller_password_tokens SET used_at = now()
    WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() RETURNING seller_id)
    SELECT t.seller_id, s.email FROM t JOIN sellers s ON s.id = t.seller_id`);
  return r;
}
