import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  /** Where "view more" goes, if anywhere. */
  moreHref?: string;
}

/** The heading of a home section, with "view more" at its end. */
export function SectionHeading({ id, title, moreHref }: SectionHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1.5 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>{title}</Typography>
      {moreHref && (
        <Button
          component={RouterLink}
          to={moreHref}
          size="small"
          endIcon={<ChevronRightIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />}
        >
          {t('catalogue:home.more')}
        </Button>
      )}
    </Stack>
  );
}
