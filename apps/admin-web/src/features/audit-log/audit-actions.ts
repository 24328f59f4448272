/**
 * Admin writes the audit log records; the server stores each under its route name and filters by exact match.
 * Label keys live under admin:auditLog.actions.
 */
export const auditActions = [
  { action: 'syspara!update', labelKey: 'sysparaUpdate' },
  { action: 'activity!save', labelKey: 'activitySave' },
  { action: 'user!disable', labelKey: 'userDisable' },
  { action: 'user!enable', labelKey: 'userEnable' },
  { action: 'seller!create', labelKey: 'sellerCreate' },
  { action: 'staff!create', labelKey: 'staffCreate' },
  { action: 'uploadimg!execute', labelKey: 'upload' },
  { action: 'category!save', labelKey: 'categorySave' },
  { action: 'category!delete', labelKey: 'categoryDelete' },
  { action: 'banner!save', labelKey: 'bannerSave' },
  { action: 'banner!delete', labelKey: 'bannerDelete' },
  { action: 'warehouse!save', labelKey: 'warehouseSave' },
  { action: 'goods!save', labelKey: 'goodsSave' },
  { action: 'store!approve', labelKey: 'storeApprove' },
  { action: 'store!disable', labelKey: 'storeDisable' },
  { action: 'store!enable', labelKey: 'storeEnable' },
  { action: 'store!setRec', labelKey: 'storeSetRec' },
  { action: 'sellerGoods!setFlags', labelKey: 'goodsFlags' },
  { action: 'recharge!approve', labelKey: 'rechargeApprove' },
  { action: 'recharge!reject', labelKey: 'rechargeReject' },
  { action: 'withdraw!approve', labelKey: 'withdrawApprove' },
  { action: 'withdraw!reject', labelKey: 'withdrawReject' },
  { action: 'channel!save', labelKey: 'channelSave' },
  { action: 'wallet!saveSettings', labelKey: 'walletSettingsSave' },
  { action: 'wallet!adjust', labelKey: 'walletAdjust' },
  { action: 'order!refund', labelKey: 'orderRefund' },
  { action: 'order!refundDecide', labelKey: 'orderRefundDecide' },
  { action: 'evaluation!approve', labelKey: 'evaluationApprove' },
  { action: 'evaluation!reject', labelKey: 'evaluationReject' },
  { action: 'order!saveSettings', labelKey: 'orderSettingsSave' },
] as const;

/** The label key of an action, or undefined for an action this release does not know. */
export function auditActionLabelKey(action: string): string | undefined {
  return auditActions.find((a) => a.action === action)?.labelKey;
}
