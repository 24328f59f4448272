import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderUi as renderWithUi } from '../../testing/render-ui';
import { FigureTable } from './figure-table';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

interface Row { day: string; gmv: string }
const columns = [
  { key: 'day', header: 'Day', show: (r: Row) => r.day, raw: (r: Row) => r.day },
  { key: 'gmv', header: 'GMV, USDT', show: (r: Row) => `$${r.gmv}`, raw: (r: Row) => r.gmv, numeric: true },
];

describe('figure table', () => {
  it('shows the rows and the totals, and downloads the same figures raw as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:csv'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.download); });
    await renderWithUi(
      <FigureTable caption="By day" columns={columns} rows={[{ day: '2026-03-01', gmv: '1234.5' }]} footer={{ day: 'Total', gmv: '1234.5' }} filename="gmv.csv" exportLabel="Download CSV" />,
    );
    const table = screen.getByRole('table', { name: 'By day' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayGMV, USDT', '2026-03-01$1234.5', 'Total$1234.5']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toEqual(['gmv.csv']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFFDay,"GMV, USDT"\r\n2026-03-01,1234.5\r\nTotal,1234.5\r\n');
  });
});
