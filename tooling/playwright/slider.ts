import { expect, type Page } from '@playwright/test';

/** With SLIDER_CHECK=off any position passes: drag the puzzle's handle a little and let go. */
export async function solveSlider(page: Page): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toHaveAttribute('aria-disabled', 'false');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
}
