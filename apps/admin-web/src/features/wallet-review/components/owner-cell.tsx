import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WalletOwner } from '@mall/api-client/wallet-staff';

/** Who the money belongs to: name, buyer or seller, and the account id. */
export function OwnerCell({ owner, ownerId, ownerName }: { owner: WalletOwner; ownerId: string; ownerName: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 120, maxWidth: 160 }}>
      {/* An e-mail address stays on one line (cut with an ellipsis, whole on hover), never broken mid-word. */}
      <Typography variant="body2" title={ownerName} noWrap sx={{ fontWeight: 600 }}>{ownerName || '--'}</Typography>
      <Typography variant="caption" color="text.secondary">{t(`admin:walletReview.owners.${owner}`)} · {t('admin:walletReview.ownerId', { id: ownerId })}</Typography>
    </Box>
  );
}
