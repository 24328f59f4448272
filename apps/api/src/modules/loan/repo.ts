import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// The only file of the loan module that speaks SQL. Writes take the caller's executor (a transaction).

export type OwnerKind = 'user' | 'seller';
export interface Owner { kind: OwnerKind; id: number }

export interface LoanRow {
  id: string; owner_kind: OwnerKind; owner_id: number; status: 1 | 2 | 3 | 4 | 5;
  amount: string; term_days: number; daily_rate: string; default_rate: string;
  real_name: string; country_id: string; identification: string; img_face: string; img_back: string; img_hand: string;
  kin_name: string; kin_phone: string; kin_relation: string; kin_address: string; work_address: string; home_address: string;
  first_approver_id: number | null; first_approver: string; decided_by: string; reject_reason: string;
  created_at: Date | string; decided_at: Date | string | null; disbursed_at: Date | string | null; overdue_at: Date | string | null; repaid_at: Date | string | null;
  paid_principal: string; paid_interest: string;
  owner_name?: string;
}

const COLUMNS = sql.raw(`l.id::text AS id, l.owner_kind, l.owner_id, l.status, l.amount::text AS amount, l.term_days, l.daily_rate::text AS daily_rate,
  l.default_rate::text AS default_rate, l.real_name, l.country_id, l.identification, l.img_face, l.img_back, l.img_hand, l.kin_name, l.kin_phone,
  l.kin_relation, l.kin_address, l.work_address, l.home_address, l.first_approver_id, l.first_approver, l.decided_by, l.reject_reason,
  l.created_at, l.decided_at, l.disbursed_at, l.overdue_at, l.repaid_at, l.paid_principal::text AS paid_principal, l.paid_interest::text AS paid_interest`);
const OWNER_NAME = sql.raw(`COALESCE(CASE WHEN l.owner_kind = 'user' THEN (SELECT username FROM users WHERE id = l.owner_id) ELSE (SELECT email FROM sellers WHERE id = l.owner_id) END, '') AS owner_name`);

export interface NewLoan {
  owner: Owner; amount: string; termDays: number; dailyRate: string; defaultRate: string; reapplyOf: number | null;
  realName: string; countryId: string; identification: string; imgFace: string; imgBack: string; imgHand: string;
  kinName: string; kinPhone: string; kinRelation: string; kinAddress: string; workAddress: string; homeAddress: string;
}

/** Inserts an application; the partial unique index refuses a second open loan of the owner (error 23505). */
export async function insertLoan(db: Executor, n: NewLoan): Promise<string> {
  const [r] = await rows<{ id: string }>(db, sql`INSERT INTO loans (owner_kind, owner_id, amount, term_days, daily_rate, default_rate, reapply_of,
    real_name, country_id, identification, img_face, img_back, img_hand, kin_name, kin_phone, kin_relation, kin_address, work_address, home_address)
    VALUES (${n.owner.kind}, ${n.owner.id}, ${n.amount}::numeric, ${n.termDays}, ${n.dailyRate}::numeric, ${n.defaultRate}::numeric, ${n.reapplyOf},
    ${n.realName}, ${n.countryId}, ${n.identification}, ${n.imgFace}, ${n.imgBack}, ${n.imgHand}, ${n.kinName}, ${n.kinPhone}, ${n.kinRelation},
    ${n.kinAddress}, ${n.workAddress}, ${n.homeAddress}) RETURNING id::text AS id`);
  return r.id;
}

export async function loanById(db: Executor, id: number, opts: { owner?: Owner; lock?: boolean } = {}): Promise<LoanRow | undefined> {
  const own = opts.owner ? sql`AND l.owner_kind = ${opts.owner.kind} AND l.owner_id = ${opts.owner.id}` : sql``;
  const [r] = await rows<LoanRow>(db, sql`SELECT ${COLUMNS}, ${OWNER_NAME} FROM loans l WHERE l.id = ${id} ${own} ${opts.lock ? sql`FOR UPDATE` : sql``}`);
  return r;
}

/** The owner's loan in use (applying, disbursed or overdue), if any. */
export async function openLoan(db: Executor, owner: Owner): Promise<LoanRow | undefined> {
  const [r] = await rows<LoanRow>(db, sql`SELECT ${COLUMNS} FROM loans l WHERE l.owner_kind = ${owner.kind} AND l.owner_id = ${owner.id} AND l.status IN (1, 2, 3)`);
  return r;
}

/**
 * The seller's repayable loan locked for a withholding, or nothing when there is none or another
 * transaction holds it (a repayment or decision in progress): never waits, so it cannot deadlock.
 */
export async function lockRepayableSkip(db: Executor, owner: Owner): Promise<LoanRow | undefined> {
  const [r] = await rows<LoanRow>(db, sql`SELECT ${COLUMNS} FROM loans l WHERE l.owner_kind = ${owner.kind} AND l.owner_id = ${owner.id} AND l.status IN (2, 3)
    FOR UPDATE SKIP LOCKED`);
  return r;
}

export async function ownerLoans(db: Executor, owner: Owner, limit: number, offset: number) {
  const list = await rows<LoanRow>(db, sql`SELECT ${COLUMNS} FROM loans l WHERE l.owner_kind = ${owner.kind} AND l.owner_id = ${owner.id} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM loans WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  return { list, total: c.n };
}

export async function adminLoans(db: Executor, status: number | null, keyword: string, limit: number, offset: number) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`WHERE (${status}::int IS NULL OR l.status = ${status}) AND (${keyword} = '' OR l.real_name ILIKE ${like} OR l.identification ILIKE ${like}
    OR l.id::text = ${keyword} OR (l.owner_kind = 'user' AND EXISTS (SELECT 1 FROM users u WHERE u.id = l.owner_id AND u.username ILIKE ${like}))
    OR (l.owner_kind = 'seller' AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = l.owner_id AND s.email ILIKE ${like})))`;
  const list = await rows<LoanRow>(db, sql`SELECT ${COLUMNS}, ${OWNER_NAME} FROM loans l ${where} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM loans l ${where}`);
  return { list, total: c.n };
}

/** Loans in use (disbursed or overdue), for the loan book. */
export async function activeLoans(db: Executor): Promise<LoanRow[]> {
  return rows<LoanRow>(db, sql`SELECT ${COLUMNS} FROM loans l WHERE l.status IN (2, 3) ORDER BY l.id`);
}

/** Disbursed loans still marked disbursed (candidates of the overdue sweep). */
export async function disbursedLoans(db: Executor): Promise<{ id: string; disbursed_at: Date | string; term_days: number }[]> {
  return rows(db, sql`SELECT id::text AS id, disbursed_at, term_days FROM loans WHERE status = 2 ORDER BY id`);
}

/** Marks one loan overdue if it is still disbursed; true when this call did it. */
export async function markOverdue(db: Executor, id: number, at: Date): Promise<boolean> {
  return (await rows(db, sql`UPDATE loans SET status = 3, overdue_at = ${at} WHERE id = ${id} AND status = 2 RETURNING id`)).length === 1;
}

export async function setFirstApprover(db: Executor, id: number, adminId: number, name: string): Promise<void> {
  await rows(db, sql`UPDATE loans SET first_approver_id = ${adminId}, first_approver = ${name} WHERE id = ${id}`);
}

export async function setDisbursed(db: Executor, id: number, by: string, at: Date): Promise<void> {
  await rows(db, sql`UPDATE loans SET status = 2, decided_by = ${by}, decided_at = ${at}, disbursed_at = ${at} WHERE id = ${id} AND status = 1`);
}

export async function setRejected(db: Executor, id: number, by: string, reason: string): Promise<void> {
  await rows(db, sql`UPDATE loans SET status = 4, decided_by = ${by}, decided_at = now(), reject_reason = ${reason} WHERE id = ${id} AND status = 1`);
}

/** Adds a payment's split; `repaidAt` set closes the loan (status 5). */
export async function addPayment(db: Executor, id: number, principal: string, interest: string, repaidAt: Date | null): Promise<void> {
  await rows(db, sql`UPDATE loans SET paid_principal = paid_principal + ${principal}::numeric, paid_interest = paid_interest + ${interest}::numeric,
    status = CASE WHEN ${repaidAt}::timestamptz IS NULL THEN status ELSE 5 END, repaid_at = COALESCE(${repaidAt}::timestamptz, repaid_at) WHERE id = ${id}`);
}

export async function autoRepayPercent(db: Executor, sellerId: number): Promise<string> {
  const [r] = await rows<{ percent: string }>(db, sql`SELECT percent::text AS percent FROM loan_auto_repay WHERE seller_id = ${sellerId}`);
  return r?.percent ?? '0';
}

export async function setAutoRepayPercent(db: Executor, sellerId: number, percent: string): Promise<void> {
  await rows(db, sql`INSERT INTO loan_auto_repay (seller_id, percent) VALUES (${sellerId}, ${percent}::numeric)
    ON CONFLICT (seller_id) DO UPDATE SET percent = EXCLUDED.percent, updated_at = now()`);
}

/** Loans that were disbursed (2, 3, 5) without their disbursement posting, or repaid without paying their principal. */
export async function loansWithoutPostings(db: Executor): Promise<{ id: string; problem: string }[]> {
  return rows(db, sql`
    SELECT l.id::text AS id, 'no disbursement posting' AS problem FROM loans l
      WHERE l.status IN (2, 3, 5) AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = 'loan:' || l.id || ':disburse')
    UNION ALL
    SELECT l.id::text, 'repaid with principal outstanding' FROM loans l WHERE l.status = 5 AND l.paid_principal <> l.amount
    UNION ALL
    SELECT l.id::text, 'posted but not disbursed' FROM loans l
      WHERE l.status IN (1, 4) AND EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = 'loan:' || l.id || ':disburse')
    ORDER BY 1`);
}

/** Principal outstanding of loans in use (disbursed or overdue). */
export async function outstandingPrincipal(db: Executor): Promise<string> {
  const [r] = await rows<{ s: string }>(db, sql`SELECT COALESCE(SUM(amount - paid_principal), 0)::text AS s FROM loans WHERE status IN (2, 3)`);
  return r.s;
}
