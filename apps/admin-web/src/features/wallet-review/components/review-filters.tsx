import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { WalletState } from '@mall/api-client/wallet-staff';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
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
      <SelectFilter
        label={t('admin:walletReview.stateFilter')} allLabel={t('admin:walletReview.allStates')} sx={{ minWidth: 200 }}
        value={state === null ? '' : String(state)}
        onChange={(v) => onState(v === '' ? null : (Number(v) as WalletState))}
        options={WALLET_STATES.map((s) => ({ value: String(s), label: t(`admin:walletReview.states.${s}`) }))}
      />
    </Stack>
  );
}
