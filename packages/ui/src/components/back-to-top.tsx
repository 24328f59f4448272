import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';

export interface BackToTopProps {
  /** Scroll distance in px after which the button appears (100). */
  threshold?: number;
  /** Distance in px from the bottom of the screen (24); above a bottom tab bar, the bar's height more. */
  bottom?: number;
}

/** Floating button at the bottom inline-end corner that scrolls the page back to the top. */
export function BackToTop({ threshold = 100, bottom = 24 }: BackToTopProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('backToTop.label')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', insetBlockEnd: bottom, insetInlineEnd: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
