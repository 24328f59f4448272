import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/** The QR code of a link, drawn in the browser (no third-party service sees the link). */
function useQrCode(url: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setDataUrl(null);
    if (!url) return;
    QRCode.toDataURL(url, { width: 200, margin: 1, errorCorrectionLevel: 'M' })
      .then((d) => { if (live) setDataUrl(d); })
      .catch(() => { if (live) setDataUrl(null); });
    return () => { live = false; };
  }, [url]);
  return dataUrl;
}

export interface AppDownloadCardProps {
  name: string;
  /** The full download address; '' when not configured. */
  url: string;
  loading: boolean;
}

/** One app: its QR code to scan and a link to the download page. */
export function AppDownloadCard({ name, url, loading }: AppDownloadCardProps) {
  const { t } = useTranslation();
  const qr = useQrCode(url);
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ padding: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>{name}</Typography>
      {loading && <Skeleton variant="rectangular" width={200} height={200} sx={{ marginInline: 'auto' }} />}
      {!loading && !url && <Typography color="text.secondary">{t('catalogue:download.unavailable')}</Typography>}
      {!loading && url && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 200, height: 200 }}>
            {qr ? <Box component="img" src={qr} alt={t('catalogue:download.qr', { name })} sx={{ width: 200, height: 200 }} /> : <Skeleton variant="rectangular" width={200} height={200} />}
          </Box>
          <Typography variant="body2" color="text.secondary">{t('catalogue:download.scan')}</Typography>
          <Button href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>{t('catalogue:download.open')}</Button>
        </Stack>
      )}
    </Paper>
  );
}
