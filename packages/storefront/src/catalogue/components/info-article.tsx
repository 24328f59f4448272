import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTradeTerms } from '../api/trade-terms';
import type { InfoPage } from '../info-pages';

interface Section { heading: string; text: string }
interface Question { q: string; a: string }

/** The platform's default trade terms, quoted until (or unless) `merchant!offer` answers. */
const DEFAULT_TERMS = { returnDays: 7, autoReceiptDays: 10, commissionRate: 0.05 };

/** A text's paragraphs, split at blank lines. */
function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\n+/).map((p, i) => (
    <Typography key={i} variant="body1" sx={{ marginBlockEnd: 1, overflowWrap: 'anywhere' }}>{p}</Typography>
  ));
}

/** The brand's support contact, for the contact and help pages. */
function SupportCard() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const { email, phone, url } = brand.support;
  const rows = [
    { icon: <MailOutlineIcon />, label: t('info:support.email'), value: email, href: `mailto:${email}` },
    { icon: <PhoneOutlinedIcon />, label: t('info:support.phone'), value: phone, href: `tel:${phone.replace(/\s+/g, '')}` },
    { icon: <LanguageIcon />, label: t('info:support.website'), value: url.replace(/^https?:\/\//, ''), href: url },
  ];
  return (
    <Paper variant="outlined" component="address" sx={{ padding: 2, fontStyle: 'normal' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{t('info:support.title', { brandName: brand.name })}</Typography>
      <Stack spacing={1}>
        {rows.map((r) => (
          <Stack key={r.label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>{r.icon}</Box>
            <Typography variant="body2" sx={{ minWidth: 80 }}>{r.label}</Typography>
            <Link href={r.href} dir="ltr" target={r.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">{r.value}</Link>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * An info page (about, policies, rules, help…): its lead, questions (`faq`, as accordions) and sections
 * from `info.json`, with the brand's name and support contact and the platform's trade terms filled in.
 */
export function InfoArticle({ page }: { page: InfoPage }) {
  const { t, i18n } = useTranslation();
  const { brand, direction } = useTheme();
  const terms = useTradeTerms().data ?? DEFAULT_TERMS;
  const commission = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(terms.commissionRate);
  // In right-to-left text a phone number's digit groups would be reordered: contacts are isolated as left-to-right.
  const ltr = (s: string) => (direction === 'rtl' ? `\u2066${s}\u2069` : s);
  const vars = {
    brandName: brand.name, email: ltr(brand.support.email), phone: ltr(brand.support.phone), url: ltr(brand.support.url),
    returnDays: terms.returnDays, autoReceiptDays: terms.autoReceiptDays, commission,
  };
  // Section and question keys differ per page, so they are read from the loaded texts.
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  const objectAt = <T,>(key: string) => {
    const v = tt(key, { returnObjects: true });
    return (v && typeof v === 'object' ? v : {}) as Record<string, T>;
  };
  const sections = objectAt<Section>(`info:${page}.sections`);
  const faq = objectAt<Question>(`info:${page}.faq`);
  const text = (key: string) => String(tt(`info:${page}.${key}`, vars));
  return (
    <Stack component="article" spacing={3} aria-labelledby="info-title">
      <Box>
        <Typography id="info-title" variant="h4" component="h1" sx={{ marginBlockEnd: 1.5 }}>{t(`common:info.${page}.title`)}</Typography>
        <Typography variant="body1" color="text.secondary">{text('lead')}</Typography>
      </Box>
      {page === 'contact' && <SupportCard />}
      {Object.keys(faq).length > 0 && (
        <Box>
          {Object.keys(faq).map((key) => (
            <Accordion key={key} disableGutters slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${key}-question`} aria-controls={`faq-${key}-answer`}>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>{text(`faq.${key}.q`)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Paragraphs text={text(`faq.${key}.a`)} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
      {Object.keys(sections).map((key) => (
        <Box component="section" key={key}>
          <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>{text(`sections.${key}.heading`)}</Typography>
          <Paragraphs text={text(`sections.${key}.text`)} />
        </Box>
      ))}
      {page === 'help' && <SupportCard />}
    </Stack>
  );
}
