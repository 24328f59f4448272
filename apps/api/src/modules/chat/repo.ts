import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// The only file of the chat module that speaks SQL. Writes take the caller's executor (a transaction).

export type ConversationKind = 'support' | 'store';
export type Sender = 'buyer' | 'seller' | 'support';

export interface ConversationRow {
  id: number; kind: ConversationKind; user_id: number; store_id: number | null; seller_id: number | null;
  status: 'open' | 'closed'; assignee_id: number | null; assignee_name: string;
  subject_kind: 'product' | 'order' | null; subject_id: number | null;
  flagged: boolean; user_unread: number; staff_unread: number; last_message: string; last_message_at: Date | string | null;
  opened_at: Date | string; first_reply_at: Date | string | null; first_reply_by: number | null;
  buyer_name: string; store_name: string;
}

export interface MessageRow {
  id: string; conversation_id: number; sender: Sender; sender_id: number; type: 'text' | 'img'; content: string;
  masked: boolean; withdrawn: boolean; created_at: Date | string;
}

const CONVERSATION = sql.raw(`c.id, c.kind, c.user_id, c.store_id, s.seller_id, c.status, c.assignee_id, COALESCE(a.name, '') AS assignee_name,
  c.subject_kind, c.subject_id, c.flagged, c.user_unread, c.staff_unread, c.last_message, c.last_message_at, c.opened_at,
  c.first_reply_at, c.first_reply_by, COALESCE(NULLIF(u.name, ''), u.username) AS buyer_name, COALESCE(s.name, '') AS store_name`);
const FROM = sql.raw(`chat_conversations c JOIN users u ON u.id = c.user_id LEFT JOIN stores s ON s.id = c.store_id LEFT JOIN admins a ON a.id = c.assignee_id`);
const MESSAGE = sql.raw(`m.id::text AS id, m.conversation_id, m.sender, m.sender_id, m.type, m.content, m.masked, m.withdrawn, m.created_at`);

export async function conversationById(db: Executor, id: number, lock = false): Promise<ConversationRow | undefined> {
  const [r] = await rows<ConversationRow>(db, sql`SELECT ${CONVERSATION} FROM ${FROM} WHERE c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  return r;
}

/** The buyer's support conversation, created on first use (one per buyer, by a unique index). */
export async function supportConversation(db: Executor, userId: number): Promise<ConversationRow> {
  await rows(db, sql`INSERT INTO chat_conversations (kind, user_id) VALUES ('support', ${userId}) ON CONFLICT DO NOTHING`);
  const [r] = await rows<ConversationRow>(db, sql`SELECT ${CONVERSATION} FROM ${FROM} WHERE c.kind = 'support' AND c.user_id = ${userId}`);
  return r;
}

/** The buyer's conversation with a store, created on first use; its subject becomes the given one when set. */
export async function storeConversation(db: Executor, userId: number, storeId: number, subject: { kind: 'product' | 'order'; id: number } | null): Promise<ConversationRow> {
  await rows(db, sql`INSERT INTO chat_conversations (kind, user_id, store_id, subject_kind, subject_id)
    VALUES ('store', ${userId}, ${storeId}, ${subject?.kind ?? null}, ${subject?.id ?? null})
    ON CONFLICT (user_id, store_id) WHERE kind = 'store'
    DO UPDATE SET subject_kind = COALESCE(EXCLUDED.subject_kind, chat_conversations.subject_kind),
      subject_id = COALESCE(EXCLUDED.subject_id, chat_conversations.subject_id)`);
  const [r] = await rows<ConversationRow>(db, sql`SELECT ${CONVERSATION} FROM ${FROM} WHERE c.kind = 'store' AND c.user_id = ${userId} AND c.store_id = ${storeId}`);
  return r;
}

export async function insertMessage(db: Executor, m: { conversationId: number; sender: Sender; senderId: number; type: 'text' | 'img'; content: string; masked: boolean }): Promise<MessageRow> {
  const [r] = await rows<MessageRow>(db, sql`INSERT INTO chat_messages AS m (conversation_id, sender, sender_id, type, content, masked)
    VALUES (${m.conversationId}, ${m.sender}, ${m.senderId}, ${m.type}, ${m.content}, ${m.masked}) RETURNING ${MESSAGE}`);
  return r;
}

/**
 * Updates the conversation for a new message: the other side's unread count, the preview, the
 * flag, and (support) the period: a buyer writing to a closed thread reopens it; the first agent
 * reply of a period is recorded.
 */
export async function noteMessage(db: Executor, c: ConversationRow, m: MessageRow, preview: string): Promise<void> {
  const byBuyer = m.sender === 'buyer';
  await rows(db, sql`UPDATE chat_conversations SET
      user_unread = user_unread + ${byBuyer ? 0 : 1}, staff_unread = ${byBuyer ? sql`staff_unread + 1` : sql`0`},
      last_message = ${preview}, last_message_at = ${m.created_at},
      flagged = flagged OR ${m.masked},
      opened_at = CASE WHEN status = 'closed' THEN now() ELSE opened_at END,
      first_reply_at = CASE WHEN status = 'closed' THEN NULL WHEN ${!byBuyer} AND first_reply_at IS NULL THEN now() ELSE first_reply_at END,
      first_reply_by = CASE WHEN status = 'closed' THEN NULL WHEN ${!byBuyer} AND first_reply_at IS NULL THEN ${m.sender_id} ELSE first_reply_by END,
      assignee_id = CASE WHEN ${m.sender === 'support'} AND assignee_id IS NULL THEN ${m.sender_id} ELSE assignee_id END,
      status = 'open', closed_at = NULL
    WHERE id = ${c.id}`);
}

/** Messages newest first, older than `before` when given. */
export async function messages(db: Executor, conversationId: number, before: string, limit: number): Promise<MessageRow[]> {
  const older = before ? sql`AND m.id < ${before}::bigint` : sql``;
  return rows<MessageRow>(db, sql`SELECT ${MESSAGE} FROM chat_messages m WHERE m.conversation_id = ${conversationId} ${older} ORDER BY m.id DESC LIMIT ${limit}`);
}

export async function messageById(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [r] = await rows<MessageRow>(db, sql`SELECT ${MESSAGE} FROM chat_messages m WHERE m.id = ${id}::bigint`);
  return r;
}

export async function withdrawMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [r] = await rows<MessageRow>(db, sql`UPDATE chat_messages m SET withdrawn = true WHERE m.id = ${id}::bigint RETURNING ${MESSAGE}`);
  return r;
}

/** Marks a side's unread as read; answers whether anything changed. */
export async function markRead(db: Executor, conversationId: number, side: 'user' | 'staff'): Promise<boolean> {
  const col = sql.raw(side === 'user' ? 'user_unread' : 'staff_unread');
  const r = await rows(db, sql`UPDATE chat_conversations SET ${col} = 0 WHERE id = ${conversationId} AND ${col} > 0 RETURNING id`);
  return r.length > 0;
}

export async function buyerUnread(db: Executor, userId: number): Promise<{ support: number; stores: number }> {
  const [r] = await rows<{ support: number; stores: number }>(db, sql`SELECT
      COALESCE(SUM(user_unread) FILTER (WHERE kind = 'support'), 0)::int AS support,
      COALESCE(SUM(user_unread) FILTER (WHERE kind = 'store'), 0)::int AS stores
    FROM chat_conversations WHERE user_id = ${userId}`);
  return r;
}

export async function storeUnread(db: Executor, storeId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT COALESCE(SUM(staff_unread), 0)::int AS n FROM chat_conversations WHERE kind = 'store' AND store_id = ${storeId}`);
  return r.n;
}

export async function supportCounts(db: Executor, adminId: number): Promise<{ unassigned: number; mine: number; all: number; flagged: number }> {
  const [r] = await rows<{ unassigned: number; mine: number; all: number; flagged: number }>(db, sql`SELECT
      COUNT(*) FILTER (WHERE kind = 'support' AND status = 'open' AND assignee_id IS NULL AND staff_unread > 0)::int AS unassigned,
      COUNT(*) FILTER (WHERE kind = 'support' AND status = 'open' AND assignee_id = ${adminId} AND staff_unread > 0)::int AS mine,
      COUNT(*) FILTER (WHERE kind = 'support' AND status = 'open' AND staff_unread > 0)::int AS "all",
      COUNT(*) FILTER (WHERE kind = 'store' AND flagged)::int AS flagged
    FROM chat_conversations WHERE (kind = 'support' AND status = 'open') OR (kind = 'store' AND flagged)`);
  return r;
}

export interface ListFilter { where: SQL; order?: SQL; page: number; size: number }

/** A page of conversations matching a condition, most recent first. */
export async function listConversations(db: Executor, f: ListFilter): Promise<{ rows: ConversationRow[]; total: number }> {
  const list = await rows<ConversationRow>(db, sql`SELECT ${CONVERSATION} FROM ${FROM} WHERE ${f.where}
    ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT ${f.size} OFFSET ${(f.page - 1) * f.size}`);
  const [t] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${FROM} WHERE ${f.where}`);
  return { rows: list, total: t.n };
}

/** Conditions for the lists. */
export const where = {
  buyerStores: (userId: number) => sql`c.kind = 'store' AND c.user_id = ${userId} AND c.last_message_at IS NOT NULL`,
  store: (storeId: number, status: 'open' | 'closed' | 'all', keyword: string) => sql`c.kind = 'store' AND c.store_id = ${storeId} AND c.last_message_at IS NOT NULL
    ${status === 'all' ? sql`` : sql`AND c.status = ${status}`} ${buyerMatch(keyword)}`,
  support: (box: 'unassigned' | 'mine' | 'all' | 'flagged', adminId: number, status: 'open' | 'closed' | 'all', keyword: string) => {
    if (box === 'flagged') return sql`c.kind = 'store' AND c.flagged ${buyerMatch(keyword)}`;
    const who = box === 'unassigned' ? sql`AND c.assignee_id IS NULL` : box === 'mine' ? sql`AND c.assignee_id = ${adminId}` : sql``;
    return sql`c.kind = 'support' AND c.last_message_at IS NOT NULL ${status === 'all' ? sql`` : sql`AND c.status = ${status}`} ${who} ${buyerMatch(keyword)}`;
  },
};

function buyerMatch(keyword: string): SQL {
  if (!keyword) return sql``;
  const like = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`AND (u.username ILIKE ${like} OR u.email ILIKE ${like} OR u.phone ILIKE ${like} OR u.usercode ILIKE ${like} OR u.name ILIKE ${like})`;
}

export async function setAssignee(db: Executor, id: number, adminId: number): Promise<void> {
  await rows(db, sql`UPDATE chat_conversations SET assignee_id = ${adminId} WHERE id = ${id}`);
}

/** Closes an open conversation; a support one leaves a resolution record for the statistics. */
export async function close(db: Executor, c: ConversationRow, closedBy: number): Promise<boolean> {
  const r = await rows(db, sql`UPDATE chat_conversations SET status = 'closed', closed_at = now() WHERE id = ${c.id} AND status = 'open' RETURNING id`);
  if (!r.length) return false;
  if (c.kind === 'support') {
    await rows(db, sql`INSERT INTO chat_resolutions (conversation_id, assignee_id, first_reply_by, closed_by, opened_at, first_reply_at, closed_at)
      VALUES (${c.id}, ${c.assignee_id}, ${c.first_reply_by}, ${closedBy}, ${c.opened_at}, ${c.first_reply_at}, now())`);
  }
  return true;
}

export async function reopen(db: Executor, id: number): Promise<boolean> {
  const r = await rows(db, sql`UPDATE chat_conversations SET status = 'open', closed_at = NULL, opened_at = now(), first_reply_at = NULL, first_reply_by = NULL
    WHERE id = ${id} AND status = 'closed' RETURNING id`);
  return r.length > 0;
}

/** An uploaded picture of this account: its size and type, or nothing. */
export async function ownUpload(db: Executor, actor: string, actorId: number, fileName: string): Promise<{ size: number; mime: string } | undefined> {
  const [r] = await rows<{ size: number; mime: string }>(db, sql`SELECT size::int AS size, mime FROM uploads WHERE file_name = ${fileName} AND actor = ${actor} AND actor_id = ${actorId}`);
  return r;
}

export interface SubjectRow { title: string; image: string; amount: string }

/** The card of a product of the store (seller_goods id), or nothing. */
export async function productCard(db: Executor, sellerGoodsId: number, storeId?: number): Promise<(SubjectRow & { store_id: number }) | undefined> {
  const [r] = await rows<SubjectRow & { store_id: number }>(db, sql`SELECT g.name AS title, COALESCE(g.images[1], '') AS image,
      COALESCE(sg.discount_price, sg.selling_price)::text AS amount, sg.store_id
    FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id WHERE sg.id = ${sellerGoodsId} ${storeId ? sql`AND sg.store_id = ${storeId}` : sql``}`);
  return r;
}

/** The card of an order (by id, or by number for its buyer), or nothing. */
export async function orderCard(db: Executor, by: { id: number } | { orderNo: string; userId: number }): Promise<(SubjectRow & { id: number; store_id: number }) | undefined> {
  const cond = 'id' in by ? sql`o.id = ${by.id}` : sql`o.order_no = ${by.orderNo} AND o.user_id = ${by.userId}`;
  const [r] = await rows<SubjectRow & { id: number; store_id: number }>(db, sql`SELECT o.id, o.order_no AS title, o.store_id,
      COALESCE((SELECT g.images[1] FROM order_lines l JOIN seller_goods sg ON sg.id = l.seller_goods_id JOIN goods g ON g.id = sg.goods_id WHERE l.order_id = o.id ORDER BY l.id LIMIT 1), '') AS image,
      o.total::text AS amount
    FROM orders o WHERE ${cond}`);
  return r;
}

export async function storeExists(db: Executor, storeId: number): Promise<{ id: number; seller_id: number; status: string } | undefined> {
  const [r] = await rows<{ id: number; seller_id: number; status: string }>(db, sql`SELECT id, seller_id, status FROM stores WHERE id = ${storeId}`);
  return r;
}

export async function storeOfSeller(db: Executor, sellerId: number): Promise<number | undefined> {
  const [r] = await rows<{ id: number }>(db, sql`SELECT id FROM stores WHERE seller_id = ${sellerId}`);
  return r?.id;
}

export interface BuyerContextRow { id: number; name: string; usercode: string; email: string; phone: string; created_at: Date | string; status: string }

export async function buyerContext(db: Executor, userId: number, storeId: number | null, withWallet: boolean) {
  const [buyer] = await rows<BuyerContextRow>(db, sql`SELECT id, COALESCE(NULLIF(name, ''), username) AS name, usercode, email, phone, created_at, status FROM users WHERE id = ${userId}`);
  const orders = await rows<{ order_no: string; status: number; amount: string; created_at: Date | string }>(db, sql`SELECT order_no, status, total::text AS amount, created_at
    FROM orders WHERE user_id = ${userId} ${storeId ? sql`AND store_id = ${storeId}` : sql``} ORDER BY id DESC LIMIT 10`);
  let wallet: { balance: string; frozen: string } | null = null;
  if (withWallet) {
    // The wallet's balance and what a withdrawal under review holds back.
    const [w] = await rows<{ balance: string; frozen: string }>(db, sql`SELECT
      COALESCE((SELECT balance::text FROM ledger_accounts WHERE owner_kind = 'user' AND owner_id = ${userId}), '0') AS balance,
      COALESCE((SELECT volume::text FROM withdrawals WHERE owner_kind = 'user' AND owner_id = ${userId} AND state = 0), '0') AS frozen`);
    wallet = w;
  }
  return { buyer, orders, wallet };
}

export async function supportAgents(db: Executor): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(db, sql`SELECT id, name FROM admins WHERE status = 'active' AND ('support' = ANY(roles) OR 'super_admin' = ANY(roles)) ORDER BY name, id`);
}

export async function isSupportAgent(db: Executor, adminId: number): Promise<boolean> {
  return (await rows(db, sql`SELECT 1 FROM admins WHERE id = ${adminId} AND status = 'active' AND ('support' = ANY(roles) OR 'super_admin' = ANY(roles))`)).length > 0;
}

export interface AgentStatsRow { agent_id: number; agent_name: string; conversations: number; replied: number; avg_first_reply: number; resolved: number; avg_resolution: number }

/** Per agent, from the resolution records and the open periods: taken, first replies (and their average delay), resolved (and their average duration). */
export async function agentStats(db: Executor): Promise<AgentStatsRow[]> {
  return rows<AgentStatsRow>(db, sql`WITH periods AS (
      SELECT assignee_id, first_reply_by, opened_at, first_reply_at, closed_by, closed_at FROM chat_resolutions
      UNION ALL
      SELECT assignee_id, first_reply_by, opened_at, first_reply_at, NULL, NULL FROM chat_conversations WHERE kind = 'support' AND status = 'open' AND last_message_at IS NOT NULL
    )
    SELECT a.id AS agent_id, a.name AS agent_name,
      (SELECT COUNT(*) FROM periods p WHERE p.assignee_id = a.id)::int AS conversations,
      (SELECT COUNT(*) FROM periods p WHERE p.first_reply_by = a.id)::int AS replied,
      COALESCE((SELECT AVG(EXTRACT(EPOCH FROM p.first_reply_at - p.opened_at)) FROM periods p WHERE p.first_reply_by = a.id), 0)::float AS avg_first_reply,
      (SELECT COUNT(*) FROM periods p WHERE p.closed_by = a.id)::int AS resolved,
      COALESCE((SELECT AVG(EXTRACT(EPOCH FROM p.closed_at - p.opened_at)) FROM periods p WHERE p.closed_by = a.id), 0)::float AS avg_resolution
    FROM admins a WHERE a.status = 'active' AND ('support' = ANY(a.roles) OR 'super_admin' = ANY(a.roles)) ORDER BY a.name, a.id`);
}

export async function cannedReplies(db: Executor, storeId: number | null): Promise<{ id: number; title: string; content: string }[]> {
  return rows(db, sql`SELECT id, title, content FROM chat_canned_replies WHERE ${storeId === null ? sql`store_id IS NULL` : sql`store_id = ${storeId}`} ORDER BY title, id`);
}

export async function saveCanned(db: Executor, storeId: number | null, id: number | null, title: string, content: string): Promise<number | undefined> {
  const owner = storeId === null ? sql`store_id IS NULL` : sql`store_id = ${storeId}`;
  if (id) {
    const [r] = await rows<{ id: number }>(db, sql`UPDATE chat_canned_replies SET title = ${title}, content = ${content} WHERE id = ${id} AND ${owner} RETURNING id`);
    return r?.id;
  }
  const [r] = await rows<{ id: number }>(db, sql`INSERT INTO chat_canned_replies (store_id, title, content) VALUES (${storeId}, ${title}, ${content}) RETURNING id`);
  return r.id;
}

export async function deleteCanned(db: Executor, storeId: number | null, id: number): Promise<boolean> {
  const owner = storeId === null ? sql`store_id IS NULL` : sql`store_id = ${storeId}`;
  return (await rows(db, sql`DELETE FROM chat_canned_replies WHERE id = ${id} AND ${owner} RETURNING id`)).length > 0;
}

export async function countCanned(db: Executor, storeId: number | null): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM chat_canned_replies WHERE ${storeId === null ? sql`store_id IS NULL` : sql`store_id = ${storeId}`}`);
  return r.n;
}

/** Messages an account sent in the last minute (the send rate, counted under the conversation's lock). */
export async function sentLastMinute(db: Executor, sender: Sender, senderId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM chat_messages WHERE sender = ${sender} AND sender_id = ${senderId} AND created_at > now() - interval '1 minute'`);
  return r.n;
}

/** Serialises an account's sends (the rate check and the insert happen under it). */
export async function lockSender(db: Executor, sender: Sender, senderId: number): Promise<void> {
  await rows(db, sql`SELECT pg_advisory_xact_lock(hashtext(${`chat-send:${sender}:${senderId}`}))`);
}

/** Unread notices of a seller's store (pushed when one is created). */
export async function unreadNotices(db: Executor, sellerId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM seller_notices n JOIN stores s ON s.id = n.store_id WHERE s.seller_id = ${sellerId} AND n.read_at IS NULL`);
  return r.n;
}
