import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A link's QR code, drawn in the browser (no third-party service sees the link). */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (value) {
      QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' })
        .then((d) => { if (live) setSrc(d); })
        .catch(() => { if (live) setSrc(null); });
    }
    return () => { live = false; };
  }, [value, size]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return <Box component="img" src={src} alt={label} width={size} height={size} data-testid="qr-code" sx={{ display: 'block' }} />;
}
