import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { fakeServer } from '@mall/api-client/testing';
import { adminStaffApi } from '@mall/contract/staff';
import type { LanguageCode } from '@mall/i18n/languages';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { AuditLogTable } from './audit-log-table';

const entry = (id: number, action: string) => ({
  id: String(id), adminId: '1', adminEmail: 'root@mall.test', action, target: 'x', detail: '{}', ip: '127.0.0.1', createTime: '2026-01-02 03:04:05',
});

beforeEach(() => {
  fakeServer().on(adminStaffApi.audit, () => ({
    pageList: [entry(1, 'wallet!adjust'), entry(2, 'loan!approve'), entry(3, 'supportChat!close'), entry(4, 'merchantApply!requestDocuments'), entry(5, 'future!thing')],
    pageInfo: { pageNum: 1, pageSize: 20, totalElements: 5 },
  }));
});
afterEach(() => { cleanup(); });

async function actionCells(lang: LanguageCode) {
  const i18n = await initI18n(lang, ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><AuditLogTable /></BackofficeProviders>);
  await screen.findAllByText('root@mall.test');
  return screen.getAllByRole('row').slice(1).map((r) => r.querySelectorAll('td')[2].textContent);
}

describe('audit log action names', () => {
  it('names every recorded action in Japanese, and shows an action this release does not know as recorded', async () => {
    expect(await actionCells('ja')).toEqual(['残高を手動調整', 'ローンを承認', 'サポートチャットを終了', '出店書類を追加請求', 'future!thing']);
  });

  it('names them in Arabic', async () => {
    expect(await actionCells('ar')).toEqual(['تعديل الرصيد يدويًا', 'تمت الموافقة على القرض', 'تم إغلاق محادثة الدعم', 'تم طلب مستندات التاجر', 'future!thing']);
  });
});
