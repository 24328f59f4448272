import { expect, test, type Page } from '@playwright/test';
import { call, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { DOCUMENT_PICTURES, uploadDocumentPictures } from '../../../tooling/playwright/kyc-steps';
import { adminToken, newSeller } from '../../../tooling/playwright/referral-steps';

// The seller's identity verification and the admin review queue, both in the browser against the real
// server: the seller sends the basic level with three pictures, support sees them in the queue and
// rejects with a reason, the seller reads it and sends again, support approves, and the seller's
// advanced level opens and takes an address proof.

/** Fills and sends the basic application on the seller's verification page. */
async function sendBasic(seller: Page, name: string, idNumber: string): Promise<void> {
  await seller.getByRole('textbox', { name: /Full name/ }).fill(name);
  await seller.getByRole('combobox', { name: /Nationality/ }).fill('France');
  await seller.getByRole('option', { name: 'France', exact: true }).click();
  await seller.getByRole('textbox', { name: /ID or passport number/ }).fill(idNumber);
  await uploadDocumentPictures(seller, 'Upload a picture');
  await seller.getByRole('button', { name: 'Submit' }).click();
  await expect(seller.getByText('Sent for review')).toBeVisible();
}

test('a seller verifies with pictures; support rejects with a reason, the seller sends again, support approves and advanced opens', async ({ page: seller, browser, request }) => {
  const stamp = Date.now().toString(36);
  const admin = await adminToken(request);
  const shop = await newSeller(request, admin);
  const support = { email: `support-${stamp}@e2e.test`, password: 'support123' };
  await call(request, '/api/admin/staff!create', { ...support, name: 'Sue Support', roles: 'support' }, admin);
  const name = `Sam Seller ${stamp}`;

  // The seller's page: not verified, advanced locked; the first application is checked before it is sent.
  await staffSignIn(seller, '/seller/', shop);
  await seller.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Identity verification' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  const basic = seller.getByRole('region', { name: 'Basic verification' });
  await expect(basic.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(seller.getByText('Available once the basic verification has passed.')).toBeVisible();
  await seller.getByRole('button', { name: 'Submit' }).click();
  await expect(seller.getByText('Please fill in this field').first()).toBeVisible();
  await sendBasic(seller, name, 'FR1234567');
  await expect(basic.getByText('Submitted', { exact: true })).toBeVisible();

  // Support finds it in the queue of applications waiting, with the three pictures, and rejects it.
  const desk = await (await browser.newContext()).newPage();
  await staffSignIn(desk, '/admin/', support);
  await desk.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Identity verification' }).click();
  const row = desk.getByTestId('kyc-row').filter({ hasText: name });
  await expect(row).toContainText(shop.email);
  await expect(row).toContainText('Seller');
  await expect(row).toContainText('FR1234567');
  for (const picture of DOCUMENT_PICTURES) {
    const img = row.getByRole('img', { name: `${picture}: ${name}` });
    await expect(img).toHaveAttribute('src', /^\/kyc-files\/.+\?token=/);
    // Support's token may fetch the private picture: it loads.
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  }
  await row.getByRole('button', { name: `Reject: ${name}` }).click();
  const reject = desk.getByRole('dialog', { name: 'Reject this verification?' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Please fill in this field')).toBeVisible();
  await reject.getByLabel('Reason').fill('The back picture is blurred');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText('Verification rejected')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The seller reads the reason and sends a new application.
  await seller.reload();
  await expect(basic.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(seller.getByText('Your application was rejected: The back picture is blurred')).toBeVisible();
  await expect(seller.getByRole('textbox', { name: /Full name/ })).toHaveCount(0);
  await seller.getByRole('button', { name: 'Apply again' }).click();
  await sendBasic(seller, name, 'FR7654321');
  await expect(basic.getByText('Submitted', { exact: true })).toBeVisible();

  // Support approves the new one.
  await desk.reload();
  await expect(row).toContainText('FR7654321');
  await row.getByRole('button', { name: `Approve: ${name}` }).click();
  await expect(desk.getByText('Verification approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The seller is verified, and the advanced level takes an address and its proof.
  await seller.reload();
  await expect(seller.getByText(`Your identity is verified as ${name}.`)).toBeVisible();
  await expect(basic.getByText('Verified', { exact: true })).toBeVisible();
  const advanced = seller.getByRole('region', { name: 'Advanced verification' });
  await expect(advanced.getByText('Not verified', { exact: true })).toBeVisible();
  await advanced.getByRole('textbox', { name: /Address/ }).fill('12 Rue de la Paix, Paris');
  const proof = advanced.getByRole('group', { name: 'Proof of address' });
  const [chooser] = await Promise.all([seller.waitForEvent('filechooser'), proof.getByRole('button', { name: 'Upload a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(proof.getByRole('img', { name: 'Proof of address' })).toHaveAttribute('src', /^\/kyc-files\//);
  await advanced.getByRole('button', { name: 'Submit' }).click();
  await expect(seller.getByText('Sent for review')).toBeVisible();
  await expect(advanced.getByText('Submitted', { exact: true })).toBeVisible();

  // Support sees it in the queue of advanced applications, with the address.
  await desk.reload();
  await expect(desk.getByTestId('kyc-row').filter({ hasText: name })).toContainText('12 Rue de la Paix, Paris');
  await expect(desk.getByTestId('kyc-row').filter({ hasText: name }).getByRole('img', { name: `Proof of address: ${name}` })).toBeVisible();
});
