import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Money } from '@mall/domain/money';
import { QueryState } from '@mall/ui/query-state';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { useCanApplyForCredit } from '../api/get-credit-check';
import { useCreditConfig } from '../api/get-credit-config';
import type { CreditLinks } from '../credit-links';

/** A daily rate fraction as a percentage, exactly (0.0005 → "0.05"). */
export const ratePercent = (rate: number) => Money.fromWire(rate).times(100).toString();

/**
 * The loan offer: the claims built from the platform's configuration, and Apply, enabled only when
 * `credit!check` says the buyer may apply (a visitor is sent to sign in first).
 */
export function CreditOffer({ links }: { links: CreditLinks }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const { signedIn } = useCurrentUser();
  const config = useCreditConfig();
  const check = useCanApplyForCredit(signedIn);
  const mayApply = check.data === true;
  return (
    <QueryState isPending={config.isPending} isError={config.isError} onRetry={() => void config.refetch()}>
      {config.data && (
        <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 4 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>{t('credit:offer.heading')}</Typography>
            <Typography color="text.secondary">{t('credit:offer.lead')}</Typography>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {[
                t('credit:offer.claims.range', { min: fmt(config.data.amountMin), max: fmt(config.data.amountMax) }),
                t('credit:offer.claims.term'),
                t('credit:offer.claims.rate', { rate: ratePercent(config.data.rate) }),
                t('credit:offer.claims.noCollateral'),
                t('credit:offer.claims.fastReview'),
              ].map((claim) => (
                <Stack component="li" key={claim} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
                  <Typography>{claim}</Typography>
                </Stack>
              ))}
            </Stack>
            {signedIn && check.data === false && <Alert severity="info">{t('credit:offer.inUse')}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {signedIn ? (
                <Button component={RouterLink} to={links.application} variant="contained" size="large" disabled={!mayApply}>
                  {t('credit:offer.apply')}
                </Button>
              ) : (
                <Button component={RouterLink} to={links.signIn} variant="contained" size="large">{t('credit:offer.signInToApply')}</Button>
              )}
              {signedIn && <Button component={RouterLink} to={links.myLoan} variant="outlined" size="large">{t('credit:offer.myLoan')}</Button>}
            </Stack>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
