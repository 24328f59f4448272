import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title, usually a BrandLogo. */
  logo?: ReactNode;
  /** Shown under the fields, e.g. "No account? Sign up". */
  footer?: ReactNode;
  /** When given, the card is a <form> and this runs on submit (default prevented). */
  onSubmit?: () => void;
  maxWidth?: number;
  children: ReactNode;
}

/** A centred card holding a sign-in, sign-up or similar short form. */
export function FormCard({ title, subtitle, logo, footer, onSubmit, maxWidth = 440, children }: FormCardProps) {
  const titleId = useId();
  const formProps = onSubmit
    ? { component: 'form' as const, noValidate: true, onSubmit: (e: FormEvent) => { e.preventDefault(); onSubmit(); } }
    : {};
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingBlock: 6, paddingInline: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth, borderColor: 'divider' }}>
        <CardContent sx={{ padding: 4 }}>
          <Box aria-labelledby={titleId} {...formProps}>
            <Stack spacing={2.5}>
              {logo && <Box sx={{ display: 'flex', justifyContent: 'center' }}>{logo}</Box>}
              <Box>
                <Typography id={titleId} component="h1" variant="h5" sx={{ fontWeight: 600, textAlign: 'center' }}>{title}</Typography>
                {subtitle && (
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', marginBlockStart: 1 }}>{subtitle}</Typography>
                )}
              </Box>
              {children}
              {footer && <Box sx={{ textAlign: 'center' }}>{footer}</Box>}
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
