import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { WalletState } from '@mall/api-client/wallet-staff';
import { SearchField } from '@mall/ui/search-field';
import { WALLET_STATES } from './wallet-state-chip';

export interface ReviewFiltersProps {
  state: WalletState | null;
  onState: (state: WalletState | null) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
}

/** State filter and keyword search (order number or owner) above a review queue. */
export function ReviewFilters({ state, onState, keyword, onKeyword }: ReviewFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
      <SearchField label={t('admin:walletReview.search')} placeholder={t('admin:walletReview.searchPlaceholder')} value={keyword} onChange={onKeyword} />
      <TextField
        select
        label={t('admin:walletReview.stateFilter')}
        value={state === null ? '' : String(state)}
        onChange={(e) => onState(e.target.value === '' ? null : (Number(e.target.value) as WalletState))}
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('admin:walletReview.allStates')}</MenuItem>
        {WALLET_STATES.map((s) => <MenuItem key={s} value={String(s)}>{t(`admin:walletReview.states.${s}`)}</MenuItem>)}
      </TextField>
    </Stack>
  );
}
