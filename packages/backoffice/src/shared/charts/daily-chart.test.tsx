import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderUi as renderWithUi } from '../../testing/render-ui';
import { DailyChart } from './daily-chart';

afterEach(cleanup);

const points = [{ day: '2026-03-01', value: 2 }, { day: '2026-03-02', value: 0 }, { day: '2026-03-03', value: 7 }];
const chart = (kind: 'bar' | 'line') => (
  <DailyChart title="Orders per day" points={points} kind={kind} formatValue={(v) => `${v} pcs`} dayHeader="Day" valueHeader="Orders" />
);
const xOf = (el: Element) => Number(el.getAttribute('x') ?? el.getAttribute('cx'));

describe('daily chart', () => {
  it('is an image named by its title, with every figure in a table', async () => {
    await renderWithUi(chart('bar'));
    expect(screen.getByRole('img', { name: 'Orders per day' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders per day' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['2026-03-01', '2 pcs'], ['2026-03-02', '0 pcs'], ['2026-03-03', '7 pcs']]);
  });

  it('draws one bar per day, the tallest for the largest figure', async () => {
    const { container } = await renderWithUi(chart('bar'));
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0]);
    expect(heights[1]).toBe(0);
    expect(bars[2].querySelector('title')?.textContent).toBe('2026-03-03: 7 pcs');
  });

  it('draws a line through one point per day', async () => {
    const { container } = await renderWithUi(chart('line'));
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
  });

  it('runs time from the inline start: left to right, and right to left in Arabic', async () => {
    const ltr = await renderWithUi(chart('bar'));
    const lx = [...ltr.container.querySelectorAll('rect')].map(xOf);
    expect(lx[0]).toBeLessThan(lx[2]);
    cleanup();
    const rtl = await renderWithUi(chart('line'), { lng: 'ar' });
    const rx = [...rtl.container.querySelectorAll('circle')].map(xOf);
    expect(rx[0]).toBeGreaterThan(rx[2]);
  });
});
