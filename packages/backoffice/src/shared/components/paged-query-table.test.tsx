import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SearchField } from '@mall/ui/search-field';
import { renderUi } from '../../testing/render-ui';
import { usePagedSearch } from '../hooks/use-paging';
import { PagedQueryTable } from './paged-query-table';
import { SelectFilter } from './select-filter';

afterEach(cleanup);

type Colour = 'red' | 'blue';
const ITEMS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, colour: (i % 5 === 0 ? 'blue' : 'red') as Colour }));

/** A list screen as the back office builds one, over a fake "server" that filters and pages ITEMS. */
function Screen({ failing = false, onRetry = () => {} }: { failing?: boolean; onRetry?: () => void }) {
  const { paging, search, query } = usePagedSearch(10);
  const [colour, setColour] = useState<Colour | ''>('');
  const matching = ITEMS.filter((it) => (!colour || it.colour === colour) && it.name.includes(query.keyword));
  const start = (query.pageNum - 1) * query.pageSize;
  const list = {
    isPending: false,
    isError: failing,
    data: failing ? undefined : { pageList: matching.slice(start, start + query.pageSize), pageInfo: { totalElements: matching.length } },
    refetch: onRetry,
  };
  return (
    <>
      <SearchField label="Search" {...search} />
      <SelectFilter
        label="Colour" allLabel="Every colour" value={colour} onChange={paging.resetting(setColour)}
        options={[{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }]}
      />
      <PagedQueryTable
        query={list}
        paging={paging}
        label="Items"
        columns={['Name']}
        row={(it) => <TableRow key={it.id}><TableCell>{it.name}</TableCell></TableRow>}
      />
    </>
  );
}

const names = () => within(screen.getByRole('table', { name: 'Items' })).getAllByRole('cell').map((c) => c.textContent);
const nextPage = () => fireEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));

describe('paged query table', () => {
  it("shows the page's rows and the total, and moves between pages", async () => {
    await renderUi(<Screen />);
    expect(names()).toEqual(ITEMS.slice(0, 10).map((it) => it.name));
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    nextPage();
    expect(names()[0]).toBe('Item 11');
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
  });

  it('goes back to the first page when a filter changes', async () => {
    await renderUi(<Screen />);
    nextPage();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Colour' }));
    fireEvent.click(screen.getByRole('option', { name: 'Blue' }));
    expect(names()).toEqual(['Item 1', 'Item 6', 'Item 11', 'Item 16', 'Item 21']);
    expect(screen.getByText('1–5 of 5')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Colour' }));
    fireEvent.click(screen.getByRole('option', { name: 'Every colour' }));
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
  });

  it('goes back to the first page when the page size changes', async () => {
    await renderUi(<Screen />);
    nextPage();
    nextPage();
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page:' }));
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
  });

  it('searches for the trimmed keyword once typing settles, from the first page', async () => {
    await renderUi(<Screen />);
    nextPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Item 2 ' } });
    await waitFor(() => expect(screen.getByText('1–7 of 7')).toBeTruthy());
    expect(names()).toEqual(['Item 2', 'Item 20', 'Item 21', 'Item 22', 'Item 23', 'Item 24', 'Item 25']);
  });

  it('offers a retry instead of the table when the page failed to load', async () => {
    const onRetry = vi.fn();
    await renderUi(<Screen failing onRetry={onRetry} />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
