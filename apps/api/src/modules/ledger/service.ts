import type { ReconcileResult } from '@mall/contract/wallet-staff';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import * as repo from './repo';
import type { Executor } from './repo';

export type { Executor };
export type AccountType = 'asset' | 'liability' | 'revenue' | 'equity';
export type OwnerKind = 'user' | 'seller';

/** Where money sits. Wallets are liabilities of the platform; custody is what it holds on chain. */
export interface AccountSpec { code: string; type: AccountType; ownerKind?: OwnerKind; ownerId?: number }

export const PLATFORM = {
  /** USDT the platform holds on chain (asset). */
  custody: { code: 'custody', type: 'asset' },
  /** Fees and commissions earned. */
  fees: { code: 'fees', type: 'revenue' },
  /** Amounts held for withdrawals under review. */
  withdrawals: { code: 'withdrawals', type: 'liability' },
  /** Buyers' payments held until receipt. */
  escrow: { code: 'escrow', type: 'liability' },
  /** Counter-account of manual adjustments (platform equity). */
  adjustments: { code: 'adjustments', type: 'equity' },
} as const satisfies Record<string, AccountSpec>;

/** Money collected by a payment provider, owed to the platform (asset). */
export const providerAccount = (code: string): AccountSpec => ({ code: `provider:${code}`, type: 'asset' });
/** A buyer's or seller's wallet. */
export const walletAccount = (kind: OwnerKind, id: number): AccountSpec => ({ code: `${kind}:${id}`, type: 'liability', ownerKind: kind, ownerId: id });

/** One side of a movement: exactly one of debit or credit, positive. */
export type Leg = { account: AccountSpec; debit: Money } | { account: AccountSpec; credit: Money };

export interface Movement {
  /** Idempotency key: a movement with a key posted before posts nothing. */
  key: string;
  kind: string;
  memo?: string;
  ref?: string;
  legs: Leg[];
}

const debitNormal = (t: string) => t === 'asset';

/** A movement's key was posted before with other legs: two different movements must never share a key. */
export class LedgerKeyConflict extends Error {
  constructor(key: string) {
    super(`ledger: key ${key} was already posted with other legs`);
    this.name = 'LedgerKeyConflict';
  }
}

/**
 * The double-entry ledger (docs/decisions/): every movement is balanced postings written
 * in the caller's database transaction with the touched accounts locked; a wallet never goes below
 * zero; balances always equal the sum of their postings.
 */
export class Ledger {
  private readonly checks: (() => Promise<ReconcileResult['mismatches']>)[] = [];
  constructor(private readonly db: Db) {}

  /** Adds a module's own check to `reconcile` (loans: every loan has its postings). */
  addCheck(check: () => Promise<ReconcileResult['mismatches']>): void {
    this.checks.push(check);
  }

  /**
   * Posts a movement. Answers the transaction id, or null when the same movement (same key, same
   * accounts and amounts) was already posted: a replay posts nothing. A key already posted with other
   * legs is a different movement under a reused key, and throws instead of being silently dropped.
   */
  async post(tx: Executor, m: Movement): Promise<number | null> {
    let debits = Money.zero();
    let credits = Money.zero();
    const signed = new Map<string, Money>();
    const specs = new Map<string, AccountSpec>();
    for (const leg of m.legs) {
      const amount = 'debit' in leg ? leg.debit : leg.credit;
      if (!amount.isPositive()) throw new Error(`ledger: leg of ${leg.account.code} is not positive`);
      if ('debit' in leg) debits = debits.plus(amount); else credits = credits.plus(amount);
      const s = 'debit' in leg ? amount : Money.zero().minus(amount);
      signed.set(leg.account.code, (signed.get(leg.account.code) ?? Money.zero()).plus(s));
      specs.set(leg.account.code, leg.account);
    }
    if (debits.cmp(credits) !== 0 || !debits.isPositive()) throw new Error(`ledger: ${m.kind} is not balanced`);

    const accounts = await repo.lockAccounts(tx, [...specs.values()].map((s) => ({ code: s.code, type: s.type, ownerKind: s.ownerKind ?? null, ownerId: s.ownerId ?? null })));
    const txId = await repo.insertTransaction(tx, { key: m.key, kind: m.kind, memo: m.memo ?? '', ref: m.ref ?? '' });
    if (txId === null) {
      const before = await repo.postingsOfKey(tx, m.key);
      const same = before.length === [...signed.values()].filter((v) => !v.isZero()).length
        && before.every((p) => signed.get(p.code)?.cmp(Money.parse(p.amount)) === 0);
      if (!same) throw new LedgerKeyConflict(m.key);
      return null;
    }
    const postings: { accountId: number; amount: string; balanceAfter: string }[] = [];
    for (const a of accounts) {
      const s = signed.get(a.code);
      if (!s || s.isZero()) continue;
      const change = debitNormal(a.type) ? s : Money.zero().minus(s);
      const after = Money.parse(String(a.balance)).plus(change);
      if (a.owner_kind && after.isNegative()) throw new AppError('BALANCE_NOT_ENOUGH');
      postings.push({ accountId: Number(a.id), amount: s.toString(), balanceAfter: after.toString() });
      await repo.setBalance(tx, Number(a.id), after.toString());
    }
    await repo.insertPostings(tx, txId, postings);
    return txId;
  }

  /**
   * Creates the account when missing and locks it in the caller's transaction, so that what the caller
   * checks next (an open withdrawal, a daily count) cannot change under it until it commits.
   */
  async lock(tx: Executor, account: AccountSpec): Promise<void> {
    await repo.lockAccounts(tx, [{ code: account.code, type: account.type, ownerKind: account.ownerKind ?? null, ownerId: account.ownerId ?? null }]);
  }

  /** The id of an account, or null when it has never been created (never moved). */
  async accountId(account: AccountSpec): Promise<number | null> {
    return repo.accountIdByCode(this.db, account.code);
  }

  /** The balance of an account on its normal side (0 when it has never moved). */
  async balance(account: AccountSpec, tx: Executor = this.db): Promise<Money> {
    return Money.parse(await repo.balanceOf(tx, account.code));
  }

  /** Checks every account against its postings and every transaction's balance. */
  async reconcile(): Promise<ReconcileResult> {
    const [accounts, transactions, c] = [await repo.accountMismatches(this.db), await repo.unbalancedTransactions(this.db), await repo.counts(this.db)];
    const unposted = await repo.recordsWithoutPostings(this.db);
    const mismatches: ReconcileResult['mismatches'] = [
      ...unposted.map((r) => ({ kind: 'record' as const, ref: r.ref, expected: r.key, actual: 'no postings' })),
      ...accounts.map((a) => ({ kind: 'account' as const, ref: a.code, expected: Money.parse(a.postings).toString(), actual: Money.parse(a.balance).toString() })),
      ...transactions.map((t) => ({ kind: 'transaction' as const, ref: t.id, expected: '0', actual: `${Money.parse(t.s).toString()} (${t.n} postings)` })),
    ];
    for (const check of this.checks) mismatches.push(...await check());
    return { ok: mismatches.length === 0, accounts: c.accounts, transactions: c.transactions, mismatches };
  }

  async accounts(keyword: string, pageNum: number, pageSize: number) {
    const { rows, total } = await repo.listAccounts(this.db, keyword.trim(), pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: rows.map((r) => ({ id: String(r.id), code: r.code, type: r.type as AccountType, name: r.name ?? '', balance: Money.parse(r.balance).toWire() })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async postings(accountId: number, pageNum: number, pageSize: number) {
    return repo.listPostings(this.db, accountId, pageSize, (pageNum - 1) * pageSize);
  }
}
