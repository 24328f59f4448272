import { buyerWalletApi, sellerWalletApi } from '@mall/contract/wallet';
import { adminWalletApi } from '@mall/contract/wallet-staff';
import type { AnyEndpoint, InputOf, ResultOf } from '@mall/contract/endpoint';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import { providerLinks } from '../../core/page-url';
import { renderSystemText } from '../../core/system-text';
import type { AuthedCtx, Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import type { WalletService } from './service';

type WalletEndpoints = typeof buyerWalletApi | typeof sellerWalletApi;
/** Serves an endpoint of either owner's set on that owner's registry (the registry checks the surface when it starts). */
type Serve = <E extends AnyEndpoint>(ep: E, opts: { rateLimit?: number }, handler: (ctx: AuthedCtx<InputOf<E>>) => Promise<ResultOf<E>> | ResultOf<E>) => void;

/**
 * The wallet routes of one owner kind: the buyer API (/api, /wap/api) and the seller API
 * (/api/seller) answer the same names with the caller's own wallet.
 */
function ownerWalletRoutes(serve: Serve, ep: WalletEndpoints, wallet: WalletService, kind: 'user' | 'seller'): void {
  const owner = (ctx: AuthedCtx<unknown>) => ({ kind, id: ctx.auth.id });
  serve(ep.balance, {}, async (ctx) => ({ money: (await wallet.balance(owner(ctx))).toWire() }));
  serve(ep.records, {}, (ctx) => wallet.history(owner(ctx), ctx.input.pageNo, ctx.input.pageSize, ctx.lang));

  serve(ep.rechargeOpen, {}, async (ctx) => ({ session_token: await wallet.openToken(owner(ctx)) }));
  serve(ep.channels, {}, () => wallet.channels());
  serve(ep.coinPrice, {}, async ({ input }) => ({ price: await wallet.coinPrice(input.symbol || 'USDT') }));
  serve(ep.recharge, { rateLimit: 60 }, async (ctx) => {
    const i = ctx.input;
    await wallet.recharge(owner(ctx), {
      sessionToken: i.session_token, amount: i.amount, coin: i.coin, blockchainName: i.blockchain_name, channelAddress: i.channel_address,
      img: i.img, bankName: i.bank_name, bankCardNo: i.bank_card_no,
    });
    return null;
  });
  serve(ep.recharges, {}, (ctx) => wallet.listRecharges(owner(ctx), ctx.input.pageNo, ctx.input.pageSize));
  serve(ep.rechargeGet, {}, (ctx) => wallet.getRecharge(owner(ctx), ctx.input.order_no.trim()));

  serve(ep.providerCoins, {}, () => wallet.providerCoins());
  for (const e of [ep.providerRecharge, ...ep.providerRechargeAliases]) {
    serve(e, { rateLimit: 60 }, (ctx) => wallet.providerRecharge(owner(ctx), {
      sessionToken: ctx.input.session_token, amount: ctx.input.amount, ...providerLinks(ctx.req, ctx.input.pageUrl, wallet.provider?.code ?? ''),
    }));
  }

  serve(ep.withdrawOpen, {}, (ctx) => wallet.withdrawOpen(owner(ctx)));
  serve(ep.bindAddress, { rateLimit: 20 }, async (ctx) => {
    await wallet.bindAddress(owner(ctx), { blockchainName: ctx.input.blockchain_name, coin: ctx.input.coin, address: ctx.input.channel_address });
    return null;
  });
  serve(ep.withdrawFee, {}, (ctx) => wallet.withdrawFee(owner(ctx), ctx.input.channel));
  serve(ep.withdraw, { rateLimit: 60 }, async (ctx) => {
    const i = ctx.input;
    await wallet.applyWithdraw(owner(ctx), { sessionToken: i.session_token, amount: i.amount, to: i.from, channel: i.channel, safeword: i.safeword });
    return null;
  });
  serve(ep.withdrawals, {}, (ctx) => wallet.listWithdrawals(owner(ctx), ctx.input.pageNo, ctx.input.pageSize));
  serve(ep.withdrawGet, {}, (ctx) => wallet.getWithdrawal(owner(ctx), ctx.input.order_no.trim()));
}

/** The buyer's wallet, and the payment provider's notification (anonymous; trusted only through its signature). */
export function buyerWalletRoutes(api: Registry<'user'>, wallet: WalletService): void {
  ownerWalletRoutes(api.serve.bind(api) as unknown as Serve, buyerWalletApi, wallet, 'user');
  api.serve(buyerWalletApi.providerNotify, { rateLimit: 600 }, async ({ input }) => {
    const { provider = '', token: _t, lang: _l, ...rest } = input;
    await wallet.providerCallback(provider, rest);
    return null;
  });
}

/** The seller's wallet: the buyer's calls, the seller zone's own names, and its transaction password (withdrawals need it). */
export function sellerWalletRoutes(api: Registry<'seller'>, wallet: WalletService, safewords: Safewords): void {
  ownerWalletRoutes(api.serve.bind(api) as unknown as Serve, sellerWalletApi, wallet, 'seller');
  api.serve(sellerWalletApi.balanceOfStore, async ({ auth }) => ({ money: (await wallet.balance({ kind: 'seller', id: auth.id })).toWire() }));
  api.serve(sellerWalletApi.bindAddressOfStore, { rateLimit: 20 }, async ({ auth, input }) => {
    await wallet.bindAddress({ kind: 'seller', id: auth.id }, { blockchainName: input.blockchain_name, coin: input.coin, address: input.channel_address });
    return null;
  });
  api.serve(sellerWalletApi.safewordState, async ({ auth }) => ({ safeword: (await safewords.isSet(auth.id)) ? 1 as const : 0 as const }));
  api.serve(sellerWalletApi.setSafeword, { rateLimit: 20 }, async ({ auth, input }) => {
    if (await safewords.isSet(auth.id)) await safewords.change(auth.id, input.old_safeword, input.safeword, input.re_safeword);
    else await safewords.set(auth.id, input.safeword, input.re_safeword);
    return null;
  });
}

const stateFilter = (v: string): number | null => (v === '0' || v === '1' || v === '2' ? Number(v) : null);

/** Admin finance: review queues, channels, settings, adjustments and the ledger. */
export function adminWalletRoutes(api: Registry<'admin'>, wallet: WalletService): void {
  const roles = ['finance'] as const;
  const reviewer = (ctx: AuthedCtx<unknown>) => ctx.auth.email;
  const ep = adminWalletApi;

  api.serve(ep.recharges, { roles }, ({ input }) => wallet.adminRecharges(stateFilter(input.state), input.keyword, input.pageNum, input.pageSize));
  api.serve(ep.approveRecharge, { roles, audit: (i) => ({ target: i.order_no }) }, async (ctx) => {
    await wallet.approveRecharge(ctx.input.order_no.trim(), reviewer(ctx));
    return null;
  });
  api.serve(ep.rejectRecharge, { roles, audit: (i) => ({ target: i.order_no, detail: { reason: i.reason } }) }, async (ctx) => {
    await wallet.rejectRecharge(ctx.input.order_no.trim(), ctx.input.reason, reviewer(ctx));
    return null;
  });
  api.serve(ep.withdrawals, { roles }, ({ input }) => wallet.adminWithdrawals(stateFilter(input.state), input.keyword, input.pageNum, input.pageSize));
  api.serve(ep.approveWithdrawal, { roles, audit: (i) => ({ target: i.order_no, detail: { tx: i.tx } }) }, async (ctx) => {
    await wallet.approveWithdrawal(ctx.input.order_no.trim(), ctx.input.tx, reviewer(ctx));
    return null;
  });
  api.serve(ep.rejectWithdrawal, { roles, audit: (i) => ({ target: i.order_no, detail: { reason: i.reason } }) }, async (ctx) => {
    await wallet.rejectWithdrawal(ctx.input.order_no.trim(), ctx.input.reason, reviewer(ctx));
    return null;
  });

  api.serve(ep.channels, { roles }, () => wallet.adminChannels());
  api.serve(ep.saveChannel, { roles, audit: (i, id) => ({ target: `channel:${String(id)}`, detail: i }) }, ({ input }) => wallet.saveChannel(input));

  api.serve(ep.settings, { roles }, () => wallet.settings());
  api.serve(ep.saveSettings, { roles, audit: (i) => ({ target: 'wallet-settings', detail: i }) }, ({ input }) => wallet.saveSettings(input));
  api.serve(ep.adjust, { roles, audit: (i, ref) => ({ target: `${i.owner}:${i.ownerId}`, detail: { amount: i.amount, reason: i.reason, ref } }) },
    async ({ input }) => wallet.adjust(await wallet.findOwner(input.owner, input.ownerId), input.amount, input.reason));

  api.serve(ep.accounts, { roles }, ({ input }) => wallet.ledger.accounts(input.keyword, input.pageNum, input.pageSize));
  api.serve(ep.entries, { roles }, async ({ input, lang }) => {
    const id = Number(input.accountId);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('PARAM_ERROR');
    const { rows, total } = await wallet.ledger.postings(id, input.pageNum, input.pageSize);
    return {
      pageList: rows.map((r) => {
        const signed = Money.parse(r.amount);
        return {
          id: r.id, txId: r.tx_id, createTime: formatWireTime(r.created_at), kind: r.kind, memo: renderSystemText(lang, r.memo) || r.ref,
          amount: (r.type === 'asset' ? signed : Money.zero().minus(signed)).toWire(), balanceAfter: Money.parse(r.balance_after).toWire(),
        };
      }),
      pageInfo: { pageNum: input.pageNum, pageSize: input.pageSize, totalElements: total },
    };
  });
  api.serve(ep.reconcile, { roles, audit: (_i, r) => ({ target: 'ledger', detail: { ok: (r as { ok: boolean }).ok } }) }, () => wallet.ledger.reconcile());
}
