import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG } from './api';

// Steps the identity-verification journeys share: an account verifies through the API and an admin
// decides it through the admin API (loans are granted only to verified borrowers).

/** The newest verification of an account in the admin review queue. */
export async function latestKycOf(request: APIRequestContext, adminToken: string, account: string): Promise<{ id: string; status: number; name: string }> {
  const page = await call<{ pageList: { id: string; status: number; name: string; ownerName: string }[] }>(
    request, '/api/admin/kyc!list', { keyword: account, pageNum: 1, pageSize: 5 }, adminToken,
  );
  const row = page.pageList.find((r) => r.ownerName === account);
  if (!row) throw new Error(`no verification of ${account}`);
  return row;
}

/** Approves the account's newest verification as the platform admin. */
export async function approveKycOf(request: APIRequestContext, account: string): Promise<void> {
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await call(request, '/api/admin/kyc!approve', { id: (await latestKycOf(request, adminToken, account)).id }, adminToken);
}

/** The account applies for basic verification through the API (buyer or seller) and an admin passes it. */
export async function passIdentity(request: APIRequestContext, token: string, account: string, surface: 'buyer' | 'seller' = 'buyer'): Promise<void> {
  const prefix = surface === 'buyer' ? '/api' : '/api/seller';
  const pictures = [await uploadPicture(request, token, prefix), await uploadPicture(request, token, prefix), await uploadPicture(request, token, prefix)];
  await call(request, `${prefix}/kyc!apply`, {
    name: 'Ann Borrower', idname: 'passport', idnumber: 'P1234567', nationality: 'United States',
    idimg_1: pictures[0], idimg_2: pictures[1], idimg_3: pictures[2],
  }, token);
  await approveKycOf(request, account);
}

/** The 1×1 PNG of PIXEL_PNG, for uploads made through the API rather than a file chooser. */
const PIXEL_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** Uploads the test picture as `token`'s own file (`uploadimg!execute`) and answers its URL. */
export async function uploadPicture(request: APIRequestContext, token: string, prefix: '/api' | '/api/seller' = '/api'): Promise<string> {
  const form = new FormData();
  form.set('moduleName', 'kyc');
  form.set('file', new Blob([PIXEL_BYTES], { type: 'image/png' }), 'id.png');
  const res = await request.post(`${prefix}/uploadimg!execute`, { params: { moduleName: 'kyc', token }, multipart: form });
  const body = (await res.json()) as { code: string; msg: string; data: string };
  if (body.code !== '0') throw new Error(`upload answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** The three pictures of a basic application, as the forms name them. */
export const DOCUMENT_PICTURES = ['Front of the document', 'Back of the document', 'You holding the document'] as const;

/**
 * On a verification form: uploads the test picture into each of the three picture fields with its
 * upload button (`upload`: the app's word for it) and sees each one served privately, with the token.
 */
export async function uploadDocumentPictures(page: Page, upload: string): Promise<void> {
  for (const picture of DOCUMENT_PICTURES) {
    const group = page.getByRole('group', { name: picture });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), group.getByRole('button', { name: upload }).click()]);
    await chooser.setFiles(PIXEL_PNG);
    // Private: served from /kyc-files/ with the session's token, never from the public /uploads/.
    await expect(group.getByRole('img', { name: picture })).toHaveAttribute('src', /^\/kyc-files\/.+\?token=/);
  }
}
