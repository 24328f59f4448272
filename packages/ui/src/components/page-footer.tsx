import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface FooterLink {
  label: string;
  href: string;
}

export interface PageFooterProps {
  links: readonly FooterLink[];
  /** Year in the copyright line; defaults to the current year. */
  year?: number;
}

/** Site footer in the brand's footer colours, with its links and the brand's support contact. */
export function PageFooter({ links, year = new Date().getFullYear() }: PageFooterProps) {
  const { brand } = useTheme();
  const { t } = useTranslation('ui');
  const { footer, footerText } = brand.colors;
  const linkSx = { color: footerText, textDecorationColor: footerText } as const;
  const { email, phone, url } = brand.support;
  return (
    <Box component="footer" sx={{ backgroundColor: footer, color: footerText, paddingBlock: 4, paddingInline: { xs: 2, md: 6 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
        <Box component="nav" aria-label={t('pageFooter.navLabel')}>
          <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} underline="hover" sx={linkSx}>{l.label}</Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography variant="subtitle2" component="h2" sx={{ marginBlockEnd: 1 }}>{t('pageFooter.support')}</Typography>
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('pageFooter.email')}: <Link href={`mailto:${email}`} sx={linkSx}>{email}</Link>
            </Typography>
            <Typography variant="body2">
              {t('pageFooter.phone')}: <Link href={`tel:${phone.replace(/\s+/g, '')}`} sx={linkSx} dir="ltr">{phone}</Link>
            </Typography>
            <Typography variant="body2">
              {t('pageFooter.helpCentre')}: <Link href={url} target="_blank" rel="noopener noreferrer" sx={linkSx} dir="ltr">{url.replace(/^https?:\/\//, '')}</Link>
            </Typography>
          </Stack>
        </Box>
      </Stack>
      <Typography variant="caption" component="p" sx={{ marginBlockStart: 3 }}>
        {t('pageFooter.copyright', { year, brandName: brand.name })}
      </Typography>
    </Box>
  );
}
