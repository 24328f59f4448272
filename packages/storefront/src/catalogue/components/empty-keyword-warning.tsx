import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** The "please enter a keyword to search" warning; `useSearchActions` closes it after 1.5 s. */
export function EmptyKeywordWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar open={open} onClose={onClose} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" onClose={onClose}>{t('common:search.empty')}</Alert>
    </Snackbar>
  );
}
