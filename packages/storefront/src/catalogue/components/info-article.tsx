import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import type { InfoPage } from '../info-pages';

interface Section { heading: string; text: string }

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
 * An info page (about, policies, rules, help…): its lead and sections from `info.json`, with the
 * brand's name and support contact filled in.
 */
export function InfoArticle({ page }: { page: InfoPage }) {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const vars = { brandName: brand.name, email: brand.support.email, phone: brand.support.phone, url: brand.support.url };
  // Section keys differ per page, so they are read from the loaded texts.
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  const sections = (tt(`info:${page}.sections`, { returnObjects: true }) ?? {}) as Record<string, Section>;
  return (
    <Stack component="article" spacing={3} aria-labelledby="info-title">
      <Box>
        <Typography id="info-title" variant="h4" component="h1" sx={{ marginBlockEnd: 1.5 }}>{t(`common:info.${page}.title`)}</Typography>
        <Typography variant="body1" color="text.secondary">{String(tt(`info:${page}.lead`, vars))}</Typography>
      </Box>
      {Object.keys(sections).map((key) => (
        <Box component="section" key={key}>
          <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>{String(tt(`info:${page}.sections.${key}.heading`, vars))}</Typography>
          {String(tt(`info:${page}.sections.${key}.text`, vars)).split(/\n\n+/).map((p, i) => (
            <Typography key={i} variant="body1" sx={{ marginBlockEnd: 1, overflowWrap: 'anywhere' }}>{p}</Typography>
          ))}
        </Box>
      ))}
      {(page === 'contact' || page === 'help') && <SupportCard />}
    </Stack>
  );
}
