import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderGoods } from '@mall/api-client/orders';
import { useNumberFormat } from '../../shared/hooks/use-number-format';

// Numbers line up at the end of the line in either direction.
const end = { textAlign: 'end' } as const;

/** The products of an order: picture, name and variant, unit price, quantity and line total. */
export function OrderLines({ lines }: { lines: readonly OrderGoods[] }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t(`backoffice:orders.detail.lines`)}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`backoffice:orders.detail.product`)}</TableCell>
            <TableCell sx={end}>{t(`backoffice:orders.detail.unitPrice`)}</TableCell>
            <TableCell sx={end}>{t(`backoffice:orders.detail.quantity`)}</TableCell>
            <TableCell sx={end}>{t(`backoffice:orders.detail.lineTotal`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
                  <Box component="img" src={line.goodsIcon} alt="" sx={{ inlineSize: 48, blockSize: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{line.goodsName}</Typography>
                    {line.attributes.length > 0 && <Typography variant="caption" color="text.secondary">{line.attributes.join(' · ')}</Typography>}
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ ...end, whiteSpace: 'nowrap' }}>{fmt.price(line.sellingPrice)}</TableCell>
              <TableCell sx={end}>{fmt.count(line.goodsNum)}</TableCell>
              <TableCell sx={{ ...end, whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.price(line.goodsReal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
