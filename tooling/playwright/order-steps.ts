import { expect, type Page } from '@playwright/test';
import { PIXEL_PNG } from './api';

// Steps of the order journeys that are the same on buyer-web and wap (the shared storefront order
// pages) and in seller-web.

/** In a signed-in seller-web page: opens the newest order and ships it with DHL and `trackingNo`. */
export async function shipInSellerWeb(seller: Page, trackingNo: string): Promise<void> {
  await seller.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Orders' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await seller.getByRole('link', { name: /^View order / }).first().click();
  await seller.getByRole('button', { name: 'Ship' }).click();
  const ship = seller.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByLabel(/^Carrier/).fill('DHL');
  await ship.getByLabel(/^Tracking number/).fill(trackingNo);
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(seller.getByText(/^Order .* shipped$/)).toBeVisible();
}

/** On the buyer's order list: confirms receipt of the store's order under "To be received". */
export async function confirmReceipt(page: Page, storeName: string): Promise<void> {
  await page.getByRole('tab', { name: 'To be received' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: storeName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Confirm receipt' }).click();
  await page.getByRole('dialog', { name: 'Confirm receipt' }).getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Receipt confirmed')).toBeVisible();
}

/** On the buyer's order list: finds the store's order under "Received" and reviews its product with text and a picture. */
export async function reviewWithPicture(page: Page, storeName: string, goodsName: string, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Received', exact: true }).click();
  const received = page.getByTestId('order-card').filter({ hasText: storeName });
  await received.getByRole('link', { name: 'Review now' }).or(received.getByRole('button', { name: 'Review now' })).click();
  const line = page.getByRole('group', { name: goodsName });
  await line.getByLabel('Your review').fill(text);
  await line.locator('input[type="file"]').setInputFiles(PIXEL_PNG);
  await expect(line.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit reviews' }).click();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
}

/** Opens each product page (`productUrl` of its id), sees its name as a heading (of `level` when given) and adds it to the cart. */
export async function addToCart(
  page: Page, products: readonly { sellerGoodsId: string; goodsName: string }[], productUrl: (id: string) => string, level?: number,
): Promise<void> {
  for (const p of products) {
    await page.goto(productUrl(p.sellerGoodsId));
    await expect(page.getByRole('heading', { name: p.goodsName, level })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
  }
}

/** On the checkout: submits the order and pays `amount` with the 6-digit transaction password. */
export async function submitAndPay(page: Page, amount: string, safeword: string): Promise<void> {
  await page.getByRole('button', { name: 'Submit order' }).click();
  const pay = page.getByRole('dialog', { name: 'Enter your transaction password' });
  await expect(pay.getByText(amount)).toBeVisible();
  await pay.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(safeword);
  await pay.getByRole('button', { name: 'Pay now' }).click();
}
