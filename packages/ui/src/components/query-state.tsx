import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** Spinner while a query loads, a retry prompt when it failed (the app's toast already said why), else the content. */
export function QueryState({ isPending, isError, onRetry, children }: QueryStateProps) {
  if (isPending) return <PageSpinner />;
  if (isError) return <LoadError onRetry={onRetry} />;
  return <>{children}</>;
}

/** "The data could not be loaded" with a retry button (a failed request, not a missing record). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t('queryState.retry')}</Button>}>
      {t('queryState.loadError')}
    </Alert>
  );
}

/** Centred progress indicator for a page or a lazily loaded route. */
export function PageSpinner() {
  const { t } = useTranslation('ui');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 6 }}>
      <CircularProgress aria-label={t('queryState.loading')} />
    </Box>
  );
}
