import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/**
 * A notice pinned to the bottom of the screen while the browser is offline: pages waiting for data
 * say why they wait, and the data loads by itself when the network is back (queries resume).
 */
export function OfflineNotice() {
  const { t } = useTranslation('ui');
  const online = useOnline();
  return (
    <Snackbar open={!online} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status">{t('offline.notice')}</Alert>
    </Snackbar>
  );
}
