import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// The only file of the kyc module that speaks SQL.

export type OwnerKind = 'user' | 'seller';
export interface Owner { kind: OwnerKind; id: number }
export type Level = 'basic' | 'advanced';

export interface KycRow {
  id: string; owner_kind: OwnerKind; owner_id: number; level: Level; status: 0 | 1 | 2 | 3;
  name: string; id_type: string; id_number: string; nationality: string; img_1: string; img_2: string; img_3: string;
  address: string; address_img: string; reason: string; reviewer: string;
  created_at: Date | string; reviewed_at: Date | string | null; owner_name: string;
}

const COLUMNS = sql.raw(`k.id::text AS id, k.owner_kind, k.owner_id, k.level, k.status, k.name, k.id_type, k.id_number, k.nationality,
  k.img_1, k.img_2, k.img_3, k.address, k.address_img, k.reason, COALESCE((SELECT email FROM admins WHERE id = k.reviewer_id), '') AS reviewer,
  k.created_at, k.reviewed_at,
  COALESCE(CASE WHEN k.owner_kind = 'user' THEN (SELECT username FROM users WHERE id = k.owner_id) ELSE (SELECT email FROM sellers WHERE id = k.owner_id) END, '') AS owner_name`);

/** The owner's latest application of the level. */
export async function latest(db: Executor, owner: Owner, level: Level): Promise<KycRow | undefined> {
  const [r] = await rows<KycRow>(db, sql`SELECT ${COLUMNS} FROM kyc_verifications k
    WHERE k.owner_kind = ${owner.kind} AND k.owner_id = ${owner.id} AND k.level = ${level} ORDER BY k.id DESC LIMIT 1`);
  return r;
}

/** The owner's live application of the level (applied, under review or passed), if any. */
export async function live(db: Executor, owner: Owner, level: Level): Promise<{ status: number } | undefined> {
  const [r] = await rows<{ status: number }>(db, sql`SELECT status FROM kyc_verifications
    WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND level = ${level} AND status IN (0, 1, 2) LIMIT 1`);
  return r;
}

/** True when the owner's basic verification passed. */
export async function basicPassed(db: Executor, owner: Owner): Promise<boolean> {
  const r = await rows(db, sql`SELECT 1 FROM kyc_verifications
    WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND level = 'basic' AND status = 2 LIMIT 1`);
  return r.length > 0;
}

export interface NewKyc {
  owner: Owner; level: Level; name: string; idType: string; idNumber: string; nationality: string;
  img1: string; img2: string; img3: string; address: string; addressImg: string;
}

/** Inserts an application; the partial unique index `kyc_one_live` refuses a second live one (23505). */
export async function insert(db: Executor, n: NewKyc): Promise<void> {
  await db.execute(sql`INSERT INTO kyc_verifications (owner_kind, owner_id, level, status, name, id_type, id_number, nationality, img_1, img_2, img_3, address, address_img)
    VALUES (${n.owner.kind}, ${n.owner.id}, ${n.level}, 0, ${n.name}, ${n.idType}, ${n.idNumber}, ${n.nationality}, ${n.img1}, ${n.img2}, ${n.img3}, ${n.address}, ${n.addressImg})`);
}

/** True when the picture file was uploaded by this owner (private `kyc` uploads or older public ones). */
export async function ownsUpload(db: Executor, owner: Owner, fileName: string, module?: string): Promise<boolean> {
  const r = await rows(db, sql`SELECT 1 FROM uploads WHERE file_name = ${fileName} AND actor = ${owner.kind} AND actor_id = ${owner.id}
    ${module ? sql`AND module = ${module}` : sql``}`);
  return r.length > 0;
}

/** Who uploaded a private picture, and its type. */
export async function privateUpload(db: Executor, fileName: string, module: string): Promise<{ actor: string; actor_id: number; mime: string } | undefined> {
  const [r] = await rows<{ actor: string; actor_id: number; mime: string }>(db, sql`SELECT actor, actor_id, mime FROM uploads WHERE file_name = ${fileName} AND module = ${module}`);
  return r;
}

/** The review queue, newest first within the filter; `status` null: every state. */
export async function list(db: Executor, f: { status: number | null; level: Level | null; keyword: string; offset: number; limit: number }): Promise<{ items: KycRow[]; total: number }> {
  const kw = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`WHERE TRUE
    ${f.status === null ? sql`` : sql`AND k.status = ${f.status}`}
    ${f.level === null ? sql`` : sql`AND k.level = ${f.level}`}
    ${kw === null ? sql`` : sql`AND (k.name ILIKE ${kw} OR k.id_number ILIKE ${kw}
      OR (k.owner_kind = 'user' AND EXISTS (SELECT 1 FROM users u WHERE u.id = k.owner_id AND u.username ILIKE ${kw}))
      OR (k.owner_kind = 'seller' AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = k.owner_id AND s.email ILIKE ${kw})))`}`;
  const items = await rows<KycRow>(db, sql`SELECT ${COLUMNS} FROM kyc_verifications k ${where} ORDER BY k.created_at DESC, k.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM kyc_verifications k ${where}`);
  return { items, total: Number(c.n) };
}

/** Moves an application between states when it is in one of `from`; answers false when it was not. */
export async function decide(db: Executor, id: number, from: number[], to: number, reviewerId: number, reason = ''): Promise<boolean> {
  const r = await rows(db, sql`UPDATE kyc_verifications SET status = ${to}, reason = ${reason}, reviewer_id = ${reviewerId},
    reviewed_at = ${to >= 2 ? sql`now()` : sql`reviewed_at`}, updated_at = now()
    WHERE id = ${id} AND status IN (${sql.join(from.map((s) => sql`${s}`), sql`, `)}) RETURNING id`);
  return r.length > 0;
}

export async function exists(db: Executor, id: number): Promise<boolean> {
  return (await rows(db, sql`SELECT 1 FROM kyc_verifications WHERE id = ${id}`)).length > 0;
}

/** A platform parameter, read in the caller's transaction. */
export async function param(db: Executor, code: string): Promise<string | undefined> {
  const [r] = await rows<{ value: string }>(db, sql`SELECT value FROM sysparas WHERE code = ${code}`);
  return r?.value;
}

/** True when a loan application shows this picture (the loan desk reviews it). */
export async function inLoan(db: Executor, url: string): Promise<boolean> {
  return (await rows(db, sql`SELECT 1 FROM loans WHERE img_face = ${url} OR img_back = ${url} OR img_hand = ${url} LIMIT 1`)).length > 0;
}
