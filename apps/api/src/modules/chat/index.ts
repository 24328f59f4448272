import { defineModule } from '../../core/module';
import { DEFAULT_HUB_LIMITS, PushHub } from '../../ws';
import { CannedReplies, SupportDesk } from './desk';
import { localFanout, pgFanout, type Fanned } from './fanout';
import { ChatPush } from './push';
import { adminChatRoutes, buyerChatRoutes, sellerChatRoutes, type ChatParts } from './routes';
import { ChatService } from './service';
import { StoreThreads } from './threads';

/**
 * Customer-service chat: buyers with support and with stores, the support console, and the
 * websocket that pushes messages, unread counts, seller notices and order changes. With PostgreSQL
 * the pushes reach sockets held by every server process through LISTEN/NOTIFY.
 */
export const chatModule = defineModule<'chat' | 'hub'>({
  name: 'chat',
  provide: ({ db, config, services, log }) => ({
    chat: new ChatService(db, services.sysparas, config.CHAT_SEND_PER_MINUTE),
    hub: new PushHub(services.authn, log, { ...DEFAULT_HUB_LIMITS, origins: config.WS_ALLOWED_ORIGINS }),
  }),
  start: async ({ db, config, services, events, log }) => {
    const { chat, hub } = services;
    await chat.ensureDefaults();
    const push = new ChatPush(chat, hub, log);
    const deliver = (e: Fanned) => push.deliver(e);
    chat.fanout = config.DATABASE_URL
      ? await pgFanout(db, config.DATABASE_URL, deliver, () => chat.cache.reset(), (err) => log.warn({ err: err.message }, 'chat fan-out connection'))
      : localFanout(deliver);
    // Seller notices and order changes reach the accounts' sockets; published in the writer's
    // transaction, so nothing is told about a write that rolls back.
    events.on('seller.noticed', ({ tx, sellerId }) => chat.fanout?.publish({ t: 'notice', seller: sellerId }, tx));
    events.on('order.status', ({ tx, orderNo, userId, sellerId, to }) => chat.fanout?.publish({ t: 'order', user: userId, seller: sellerId, no: orderNo, st: to }, tx));
    const parts: ChatParts = { chat, threads: new StoreThreads(chat), desk: new SupportDesk(chat), canned: new CannedReplies(chat) };
    return {
      routes: {
        buyer: (api) => buyerChatRoutes(api, parts),
        seller: (api) => sellerChatRoutes(api, parts),
        admin: (api) => adminChatRoutes(api, parts),
      },
      stop: async () => { await hub.close(); await chat.fanout?.close(); },
    };
  },
});
