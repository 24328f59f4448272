import { z } from 'zod';
import {
  balance, coinPrice, rechargeChannel, rechargeRecord, sessionToken, walletEntry, walletPage, withdrawFee, withdrawOpen, withdrawRecord,
} from '@mall/contract/wallet';
import {
  adminChannel, adminRecharge, adminWithdraw, ledgerAccount, ledgerEntry, reconcileResult, walletSettings,
} from '@mall/contract/wallet-staff';
import { pageQuery, paged } from '@mall/contract/envelope';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import { providerLinks } from '../../core/page-url';
import type { AuthedCtx, Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import type { WalletService } from './service';

const str = z.string().optional().default('');
/** Wallet lists take page_no/page_size (or pageNo); page size 8 by default (docs/product-rules.md). */
const walletPageQuery = z.object({ page_no: str, pageNo: str, page_size: str, pageSize: str }).transform((p) => {
  const no = Number.parseInt(p.page_no || p.pageNo || '1', 10);
  const size = Number.parseInt(p.page_size || p.pageSize || '8', 10);
  return { pageNo: Number.isFinite(no) && no > 0 ? no : 1, pageSize: Number.isFinite(size) ? Math.min(100, Math.max(1, size)) : 8 };
});
const orderNoQuery = z.object({ order_no: str });

/**
 * The wallet routes of one owner kind: the buyer API (/api, /wap/api) and the seller API
 * (/api/seller) answer the same names with the caller's own wallet.
 */
export function walletRoutes(api: Registry, wallet: WalletService, kind: 'user' | 'seller'): void {
  const owner = (ctx: AuthedCtx<unknown>) => ({ kind, id: ctx.auth.id });
  const getBalance = async (ctx: AuthedCtx<unknown>) => ({ money: (await wallet.balance(owner(ctx))).toWire() });

  api.authed('wallet!getUsdt', { output: balance }, getBalance);
  if (kind === 'seller') api.authed('wallet!get', { output: balance }, getBalance);
  api.authed('wallet!records', { input: walletPageQuery, output: walletPage(walletEntry) }, (ctx) => wallet.history(owner(ctx), ctx.input.pageNo, ctx.input.pageSize));

  api.authed('rechargeBlockchain!recharge_open', { output: sessionToken }, async (ctx) => ({ session_token: await wallet.openToken(owner(ctx)) }));
  api.authed('channelBlockchain!list', { output: z.array(rechargeChannel) }, () => wallet.channels());
  api.authed('rechargeBlockchain!fee', { input: z.object({ symbol: str }), output: coinPrice }, async ({ input }) => ({ price: await wallet.coinPrice(input.symbol || 'USDT') }));
  api.authed('rechargeBlockchain!recharge', {
    input: z.object({ session_token: str, amount: str, blockchain_name: str, img: str, coin: str, channel_address: str, bank_name: str, bank_card_no: str }),
    rateLimit: 60,
  }, async (ctx) => {
    const i = ctx.input;
    await wallet.recharge(owner(ctx), {
      sessionToken: i.session_token, amount: i.amount, coin: i.coin, blockchainName: i.blockchain_name, channelAddress: i.channel_address,
      img: i.img, bankName: i.bank_name, bankCardNo: i.bank_card_no,
    });
    return null;
  });
  api.authed('rechargeBlockchain!list', { input: walletPageQuery, output: walletPage(rechargeRecord) }, (ctx) => wallet.listRecharges(owner(ctx), ctx.input.pageNo, ctx.input.pageSize));
  api.authed('rechargeBlockchain!get', { input: orderNoQuery, output: rechargeRecord }, (ctx) => wallet.getRecharge(owner(ctx), ctx.input.order_no.trim()));

  api.authed('thirdPartyRecharge!getCoinList', { output: z.array(z.string()) }, () => wallet.providerCoins());
  const providerRecharge = (ctx: AuthedCtx<{ session_token: string; amount: string; pageUrl: string }>) => {
    return wallet.providerRecharge(owner(ctx), {
      sessionToken: ctx.input.session_token, amount: ctx.input.amount, ...providerLinks(ctx.req, ctx.input.pageUrl, wallet.provider?.code ?? ''),
    });
  };
  for (const name of ['recharge', 'PHP_recharge', 'PHP_recharge2', 'PHP_recharge3', 'PHP_recharge4', 'PHP_recharge5']) {
    api.authed(`thirdPartyRecharge!${name}`, { input: z.object({ session_token: str, amount: str, pageUrl: str }), output: z.string(), rateLimit: 60 }, providerRecharge);
  }

  api.authed('withdraw!withdraw_open', { output: withdrawOpen }, (ctx) => wallet.withdrawOpen(owner(ctx)));
  const bind = async (ctx: AuthedCtx<{ blockchain_name: string; coin: string; channel_address: string }>) => {
    await wallet.bindAddress(owner(ctx), { blockchainName: ctx.input.blockchain_name, coin: ctx.input.coin, address: ctx.input.channel_address });
    return null;
  };
  const bindInput = z.object({ blockchain_name: str, coin: str, channel_address: str });
  api.authed('user!bindWithdrawAddress', { input: bindInput, rateLimit: 20 }, bind);
  if (kind === 'seller') api.authed('wallet!bindWithdrawAddress', { input: bindInput, rateLimit: 20 }, bind);
  api.authed('withdraw!fee', { input: z.object({ channel: str }), output: withdrawFee }, (ctx) => wallet.withdrawFee(owner(ctx), ctx.input.channel));
  api.authed('withdraw!apply', {
    input: z.object({ session_token: str, amount: str, from: str, channel: str, safeword: str }),
    rateLimit: 60,
  }, async (ctx) => {
    const i = ctx.input;
    await wallet.applyWithdraw(owner(ctx), { sessionToken: i.session_token, amount: i.amount, to: i.from, channel: i.channel, safeword: i.safeword });
    return null;
  });
  api.authed('withdraw!list', { input: walletPageQuery, output: walletPage(withdrawRecord) }, (ctx) => wallet.listWithdrawals(owner(ctx), ctx.input.pageNo, ctx.input.pageSize));
  api.authed('withdraw!get', { input: orderNoQuery, output: withdrawRecord }, (ctx) => wallet.getWithdrawal(owner(ctx), ctx.input.order_no.trim()));
}

/** The provider's notification (anonymous; trusted only through its signature). */
export function providerNotifyRoute(api: Registry, wallet: WalletService): void {
  api.open('thirdPartyRecharge!notify', { input: z.record(z.string(), z.string()), rateLimit: 600 }, async ({ input }) => {
    const { provider = '', token: _t, lang: _l, ...rest } = input;
    await wallet.providerCallback(provider, rest);
    return null;
  });
}

/** The seller's transaction password (withdrawals need it). */
export function sellerSafewordRoutes(api: Registry, safewords: Safewords): void {
  api.authed('seller!safeword', { output: z.object({ safeword: z.union([z.literal(0), z.literal(1)]) }) }, async ({ auth }) => ({ safeword: (await safewords.isSet(auth.id)) ? 1 as const : 0 as const }));
  api.authed('seller!setSafeword', { input: z.object({ old_safeword: str, safeword: str, re_safeword: str }), rateLimit: 20 }, async ({ auth, input }) => {
    if (await safewords.isSet(auth.id)) await safewords.change(auth.id, input.old_safeword, input.safeword, input.re_safeword);
    else await safewords.set(auth.id, input.safeword, input.re_safeword);
    return null;
  });
}

const stateFilter = (v: string): number | null => (v === '0' || v === '1' || v === '2' ? Number(v) : null);

/** Admin finance: review queues, channels, settings, adjustments and the ledger. */
export function adminWalletRoutes(api: Registry, wallet: WalletService): void {
  const roles = ['finance'] as const;
  const reviewer = (ctx: AuthedCtx<unknown>) => ctx.auth.email;
  const listInput = pageQuery.extend({ state: str, keyword: str });

  api.authed('recharge!list', { input: listInput, roles, output: paged(adminRecharge) }, ({ input }) => wallet.adminRecharges(stateFilter(input.state), input.keyword, input.pageNum, input.pageSize));
  api.authed('recharge!approve', { input: orderNoQuery, roles, audit: (i) => ({ target: i.order_no }) }, async (ctx) => {
    await wallet.approveRecharge(ctx.input.order_no.trim(), reviewer(ctx));
    return null;
  });
  api.authed('recharge!reject', { input: orderNoQuery.extend({ reason: str }), roles, audit: (i) => ({ target: i.order_no, detail: { reason: i.reason } }) }, async (ctx) => {
    await wallet.rejectRecharge(ctx.input.order_no.trim(), ctx.input.reason, reviewer(ctx));
    return null;
  });
  api.authed('withdraw!list', { input: listInput, roles, output: paged(adminWithdraw) }, ({ input }) => wallet.adminWithdrawals(stateFilter(input.state), input.keyword, input.pageNum, input.pageSize));
  api.authed('withdraw!approve', { input: orderNoQuery.extend({ tx: str }), roles, audit: (i) => ({ target: i.order_no, detail: { tx: i.tx } }) }, async (ctx) => {
    await wallet.approveWithdrawal(ctx.input.order_no.trim(), ctx.input.tx, reviewer(ctx));
    return null;
  });
  api.authed('withdraw!reject', { input: orderNoQuery.extend({ reason: str }), roles, audit: (i) => ({ target: i.order_no, detail: { reason: i.reason } }) }, async (ctx) => {
    await wallet.rejectWithdrawal(ctx.input.order_no.trim(), ctx.input.reason, reviewer(ctx));
    return null;
  });

  api.authed('channel!list', { roles, output: z.array(adminChannel) }, () => wallet.adminChannels());
  api.authed('channel!save', { input: z.record(z.string(), z.string()), roles, audit: (i, id) => ({ target: `channel:${String(id)}`, detail: i }) }, ({ input }) => wallet.saveChannel(input));

  api.authed('wallet!settings', { roles, output: walletSettings }, () => wallet.settings());
  api.authed('wallet!saveSettings', {
    input: z.object({ withdrawHoursStart: str, withdrawHoursEnd: str, withdrawDailyCount: str }), roles, output: walletSettings,
    audit: (i) => ({ target: 'wallet-settings', detail: i }),
  }, ({ input }) => wallet.saveSettings(input));
  api.authed('wallet!adjust', {
    input: z.object({ owner: str, ownerId: str, amount: str, reason: str }), roles,
    audit: (i, ref) => ({ target: `${i.owner}:${i.ownerId}`, detail: { amount: i.amount, reason: i.reason, ref } }),
  }, async ({ input }) => wallet.adjust(await wallet.findOwner(input.owner, input.ownerId), input.amount, input.reason));

  api.authed('ledger!accounts', { input: pageQuery.extend({ keyword: str }), roles, output: paged(ledgerAccount) }, ({ input }) => wallet.ledger.accounts(input.keyword, input.pageNum, input.pageSize));
  api.authed('ledger!entries', { input: pageQuery.extend({ accountId: str }), roles, output: paged(ledgerEntry) }, async ({ input }) => {
    const id = Number(input.accountId);
    if (!Number.isInteger(id) || id <= 0) throw new AppError('PARAM_ERROR');
    const { rows, total } = await wallet.ledger.postings(id, input.pageNum, input.pageSize);
    return {
      pageList: rows.map((r) => {
        const signed = Money.parse(r.amount);
        return {
          id: r.id, txId: r.tx_id, createTime: formatWireTime(r.created_at), kind: r.kind, memo: r.memo || r.ref,
          amount: (r.type === 'asset' ? signed : Money.zero().minus(signed)).toWire(), balanceAfter: Money.parse(r.balance_after).toWire(),
        };
      }),
      pageInfo: { pageNum: input.pageNum, pageSize: input.pageSize, totalElements: total },
    };
  });
  api.authed('ledger!reconcile', { roles, output: reconcileResult, audit: (_i, r) => ({ target: 'ledger', detail: { ok: (r as { ok: boolean }).ok } }) }, () => wallet.ledger.reconcile());
}
