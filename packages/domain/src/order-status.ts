// Order states and the one table of what may happen in each (docs/product-rules.md).
// Status numbers are the wire values: -1 cancelled, 0 pending payment, 1 paid (to be shipped),
// 2 confirmed by the seller (stocking), 3 shipped (to be received), 4 received (to be reviewed),
// 5 reviewed (completed), 6 refund / after-sales.

export const ORDER_STATUSES = [-1, 0, 1, 2, 3, 4, 5, 6] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = [
  'pay', 'cancel', 'autoCancel', 'remind', 'confirm', 'ship', 'receipt', 'autoReceipt',
  'review', 'defaultReview', 'requestRefund', 'requestReturn', 'platformRefund', 'refundApproved', 'refundRejected',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who may take an action: the buyer, the seller, the platform (admin) or the system (timed sweeps). */
export type Actor = 'buyer' | 'seller' | 'platform' | 'system';

interface Rule { from: readonly OrderStatus[]; to: OrderStatus | 'same' | 'before'; by: readonly Actor[] }

/**
 * The transitions. `same` keeps the status (a reminder); `before` goes back to the status the order
 * had before the refund request (a refused refund).
 */
export const ORDER_RULES: Record<OrderAction, Rule> = {
  pay: { from: [0], to: 1, by: ['buyer'] },
  cancel: { from: [0], to: -1, by: ['buyer'] },
  autoCancel: { from: [0], to: -1, by: ['system'] },
  remind: { from: [1, 2], to: 'same', by: ['buyer'] },
  confirm: { from: [1], to: 2, by: ['seller'] },
  ship: { from: [1, 2], to: 3, by: ['seller'] },
  receipt: { from: [3], to: 4, by: ['buyer'] },
  autoReceipt: { from: [3], to: 4, by: ['system'] },
  review: { from: [4], to: 5, by: ['buyer'] },
  defaultReview: { from: [4], to: 5, by: ['system'] },
  // Refund before shipping; a shipped order in transit cannot be refunded.
  requestRefund: { from: [1, 2], to: 6, by: ['buyer'] },
  // Return after receipt (within the return window, checked by the service).
  requestReturn: { from: [4, 5], to: 6, by: ['buyer'] },
  platformRefund: { from: [1, 2, 3, 4, 5], to: 6, by: ['platform'] },
  refundApproved: { from: [6], to: 'same', by: ['seller', 'platform'] },
  refundRejected: { from: [6], to: 'before', by: ['seller', 'platform'] },
};

/** Why an action is refused: the closed error keys the server answers with. */
export type OrderRefusal = 'ORDER_NOT_CANCELLABLE' | 'ORDER_SHIPPED_NO_REFUND' | 'ORDER_STATE_INVALID' | 'NO_PERMISSION';

/**
 * The status after `action`, or the reason it is refused. `before` is the status to return to after a
 * refused refund.
 */
export function nextStatus(status: OrderStatus, action: OrderAction, actor: Actor, before?: OrderStatus): { ok: true; status: OrderStatus } | { ok: false; reason: OrderRefusal } {
  const rule = ORDER_RULES[action];
  if (!rule.by.includes(actor)) return { ok: false, reason: 'NO_PERMISSION' };
  if (!rule.from.includes(status)) {
    if ((action === 'cancel' || action === 'autoCancel') && status !== -1) return { ok: false, reason: 'ORDER_NOT_CANCELLABLE' };
    if (action === 'requestRefund' && status === 3) return { ok: false, reason: 'ORDER_SHIPPED_NO_REFUND' };
    return { ok: false, reason: 'ORDER_STATE_INVALID' };
  }
  if (rule.to === 'same') return { ok: true, status };
  if (rule.to === 'before') {
    if (before === undefined || before === 6 || before === -1) return { ok: false, reason: 'ORDER_STATE_INVALID' };
    return { ok: true, status: before };
  }
  return { ok: true, status: rule.to };
}

/**
 * Whether a stored order may move from `from` to `to`: some action of the table leads there. A refused
 * refund goes back to a status from which a refund could have been asked for; `same` is no move.
 */
export function isOrderTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  return ORDER_ACTIONS.some((a) => {
    const rule = ORDER_RULES[a];
    if (!rule.from.includes(from)) return false;
    if (rule.to === 'before') return ORDER_ACTIONS.some((b) => ORDER_RULES[b].to === from && ORDER_RULES[b].from.includes(to));
    return rule.to === to;
  });
}

/** The actions an actor can take on an order in this status (to show the right buttons). */
export function availableActions(status: OrderStatus, actor: Actor): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => ORDER_RULES[a].by.includes(actor) && ORDER_RULES[a].from.includes(status));
}

/** List tabs of the buyer's orders (docs/product-rules.md) and the statuses each shows. */
export const ORDER_TABS = [
  { key: 'all', statuses: null },
  { key: 'toPay', statuses: [0] },
  { key: 'toShip', statuses: [1] },
  { key: 'confirmed', statuses: [2] },
  { key: 'toReceive', statuses: [3] },
  { key: 'received', statuses: [4, 5] },
  { key: 'toReview', statuses: [4] },
  { key: 'refund', statuses: [6] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] | null }[];
