import { useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { QueryState } from '@mall/ui/query-state';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { avatarSrc } from '../../shared/utils/avatar';
import type { FromState } from '../../shared/utils/from-state';
import { useMyMerchantApplication } from '../api/get-my-application';
import { useMerchantOffer } from '../api/get-merchant-offer';
import { MerchantApplicationForm } from './application-form';
import { MerchantApplicationStatus } from './application-status';

const OFFERS = ['reach', 'tools', 'payouts'] as const;
const STEPS = ['apply', 'review', 'password', 'sell'] as const;
const FAQ = ['who', 'documents', 'time', 'fees'] as const;

const percent = (fraction: number, lang: string) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);

/** The application part: sign in first, then the form or where the application stands. */
function ApplyPanel({ loginHref, categories }: { loginHref: string; categories: string[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn, user } = useCurrentUser();
  const mine = useMyMerchantApplication(signedIn);
  const [fresh, setFresh] = useState(false);
  if (!signedIn) {
    const state: FromState = { from: location.pathname + location.search };
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('merchant:form.signInFirst')}</Typography>
        <Button component={RouterLink} to={loginHref} state={state} variant="contained">{t('merchant:form.signIn')}</Button>
      </Stack>
    );
  }
  return (
    <QueryState isPending={mine.isPending} isError={mine.isError} onRetry={() => void mine.refetch()}>
      {mine.data && !(fresh && mine.data.status === 'rejected')
        ? <MerchantApplicationStatus key={`${mine.data.id}-${mine.data.status}`} application={mine.data} onApplyAgain={() => setFresh(true)} />
        : <MerchantApplicationForm categories={categories} defaultEmail={user?.email ?? ''} />}
    </QueryState>
  );
}

/**
 * /promote/: what selling here offers, the fees from the platform's configuration, the steps, the
 * questions people ask, and the application. Opened from /merchantSettled with `lang` and `avatar`.
 */
export function PromotePage({ loginHref }: { loginHref: string }) {
  const { t, i18n } = useTranslation();
  const { brand } = useTheme();
  const [params] = useSearchParams();
  const offer = useMerchantOffer();
  const avatar = avatarSrc(params.get('avatar'));
  return (
    <Stack spacing={4} sx={{ paddingBlock: 4 }}>
      <Paper component="section" sx={{ padding: { xs: 3, md: 5 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          {avatar && <Avatar src={avatar} alt="" sx={{ width: 64, height: 64 }} />}
          <Box>
            <Typography variant="h4" component="h1">{t('merchant:promote.title', { brandName: brand.name })}</Typography>
            <Typography sx={{ marginBlockStart: 1 }}>{t('merchant:promote.subtitle')}</Typography>
          </Box>
        </Stack>
      </Paper>

      <Grid container spacing={2} component="section">
        {OFFERS.map((o) => (
          <Grid key={o} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ padding: 3, height: '100%' }}>
              <Typography variant="h6" component="h2">{t(`merchant:offer.${o}.title`)}</Typography>
              <Typography color="text.secondary" sx={{ marginBlockStart: 1 }}>{t(`merchant:offer.${o}.text`)}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>

      <Paper variant="outlined" component="section" sx={{ padding: 3 }}>
        <Typography variant="h5" component="h2" sx={{ marginBlockEnd: 2 }}>{t('merchant:fees.title')}</Typography>
        <QueryState isPending={offer.isPending} isError={offer.isError} onRetry={() => void offer.refetch()}>
          {offer.data && (
            <Box component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
              <li><Typography>{t('merchant:fees.commission', { rate: percent(offer.data.commissionRate, i18n.language) })}</Typography></li>
              <li><Typography>{t('merchant:fees.noSignUpFee')}</Typography></li>
              <li><Typography>{t('merchant:fees.settlement', { days: offer.data.autoReceiptDays })}</Typography></li>
              <li><Typography>{t('merchant:fees.returns', { days: offer.data.returnDays })}</Typography></li>
            </Box>
          )}
        </QueryState>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ padding: 3 }}>
        <Typography variant="h5" component="h2" sx={{ marginBlockEnd: 2 }}>{t('merchant:steps.title')}</Typography>
        <Box component="ol" sx={{ margin: 0, paddingInlineStart: 3 }}>
          {STEPS.map((s) => <li key={s}><Typography sx={{ marginBlockEnd: 1 }}>{t(`merchant:steps.${s}`)}</Typography></li>)}
        </Box>
      </Paper>

      <Box component="section">
        <Typography variant="h5" component="h2" sx={{ marginBlockEnd: 2 }}>{t('merchant:faq.title')}</Typography>
        {FAQ.map((q) => (
          <Accordion key={q} disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}><Typography>{t(`merchant:faq.${q}.q`)}</Typography></AccordionSummary>
            <AccordionDetails><Typography color="text.secondary">{t(`merchant:faq.${q}.a`)}</Typography></AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="merchant-apply" sx={{ padding: { xs: 2, md: 3 } }}>
        <Typography id="merchant-apply" variant="h5" component="h2" sx={{ marginBlockEnd: 2 }}>{t('merchant:form.title')}</Typography>
        <ApplyPanel loginHref={loginHref} categories={offer.data?.categories ?? []} />
      </Paper>
    </Stack>
  );
}
