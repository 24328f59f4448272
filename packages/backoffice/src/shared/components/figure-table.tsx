import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { downloadCsv, toCsv, type CsvValue } from '../utils/csv';

export interface FigureColumn<R> {
  key: string;
  header: string;
  /** What the table shows (formatted for the language). */
  show: (row: R) => string;
  /** What the CSV holds: the raw figure (exact decimals, no grouping), so a spreadsheet can add it up. */
  raw: (row: R) => CsvValue;
  numeric?: boolean;
}

export interface FigureTableProps<R> {
  caption: string;
  columns: ReadonlyArray<FigureColumn<R>>;
  rows: readonly R[];
  /** Optional last row (the period's totals), shown and exported. */
  footer?: R;
  filename: string;
  exportLabel: string;
}

/** The figures as a table, with a button that downloads exactly these rows as CSV. */
export function FigureTable<R>({ caption, columns, rows, footer, filename, exportLabel }: FigureTableProps<R>) {
  const all = footer ? [...rows, footer] : rows;
  const exportCsv = () => downloadCsv(filename, toCsv(columns.map((c) => c.header), all.map((r) => columns.map((c) => c.raw(r)))));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, marginBlockEnd: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>{caption}</Typography>
        <Button size="small" variant="outlined" startIcon={<DownloadOutlined />} onClick={exportCsv}>{exportLabel}</Button>
      </Box>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={caption}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>{c.header}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {all.map((r, i) => (
              <TableRow key={i} sx={footer && i === all.length - 1 ? { '& td': { fontWeight: 600 } } : undefined}>
                {columns.map((c) => <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>{c.show(r)}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
