import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { isValueAvailable, type GoodAttr, type Selection, type Sku } from '../utils/sku-selection';

export interface VariantPickerProps {
  attrs: readonly GoodAttr[];
  skus: readonly Sku[];
  selection: Selection;
  onToggle: (attrId: string, valueId: string) => void;
}

/** One row of choices per attribute; values without a SKU in stock for the other choices are disabled. */
export function VariantPicker({ attrs, skus, selection, onToggle }: VariantPickerProps) {
  const { t } = useTranslation();
  if (attrs.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {attrs.map((attr) => (
        <Box key={attr.attrId} role="radiogroup" aria-label={attr.attrName}>
          <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 0.5 }}>{attr.attrName}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {attr.attrValues.map((v) => {
              const chosen = selection[attr.attrId] === v.attrValueId;
              const available = isValueAvailable(skus, selection, attr.attrId, v.attrValueId);
              return (
                <Chip
                  key={v.attrValueId}
                  role="radio"
                  aria-checked={chosen}
                  aria-disabled={!available && !chosen}
                  title={available ? undefined : t('catalogue:product.unavailable')}
                  label={v.attrValueName}
                  avatar={v.iconImg ? <Avatar src={v.iconImg} alt="" /> : undefined}
                  color={chosen ? 'primary' : 'default'}
                  variant={chosen ? 'filled' : 'outlined'}
                  disabled={!available && !chosen}
                  onClick={() => onToggle(attr.attrId, v.attrValueId)}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
