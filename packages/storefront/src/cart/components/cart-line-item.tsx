import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { lineImage, unitPrice, type CartLine } from '@mall/domain/cart';
import { QuantityStepper } from '../../shared/components/quantity-stepper';
import { useFormatMoney } from '../hooks/use-format-money';

export interface CartLineItemProps {
  line: CartLine;
  max: number;
  href: string;
  onToggle: (checked: boolean) => void;
  onCount: (count: number) => void;
  onRemove: () => void;
}

/** One cart line: its check box, image, name and variant, unit price, quantity and delete. */
export function CartLineItem({ line, max, href, onToggle, onCount, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const buyMin = line.buyMin && line.buyMin > 0 ? line.buyMin : 1;
  return (
    <Stack direction="row" spacing={1} component="li" data-testid="cart-line" sx={{ alignItems: 'flex-start', paddingBlock: 1 }}>
      <Checkbox
        checked={line.checked}
        onChange={(e) => onToggle(e.target.checked)}
        slotProps={{ input: { 'aria-label': t('cart:cart.selectLine', { name: line.name }) } }}
        sx={{ marginInlineStart: -1 }}
      />
      <Avatar variant="rounded" src={lineImage(line) || undefined} alt={line.name} sx={{ width: 64, height: 64, backgroundColor: 'action.hover', color: 'text.disabled' }}>
        <ImageOutlinedIcon />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={href} color="text.primary" underline="hover" variant="body2" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.name}
        </Link>
        {line.checkAttrName && <Typography variant="caption" color="text.secondary" component="p">{line.checkAttrName}</Typography>}
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }} data-testid="cart-line-price"><bdi>{money(unitPrice(line))}</bdi></Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockStart: 0.5 }}>
          <QuantityStepper value={line.count} min={buyMin} max={max} onChange={onCount} />
          <IconButton size="small" aria-label={t('cart:cart.remove', { name: line.name })} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
    </Stack>
  );
}
