import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Banner } from '@mall/api-client/catalogue';
import { STORAGE_KEYS } from '@mall/api-client/storage';

export interface BannerCarouselProps {
  banners: readonly Banner[] | undefined;
  /** Width over height of the frame. */
  ratio: number;
  /** Milliseconds between slides; 0 stops the rotation. */
  intervalMs?: number;
}

/** A same-site link is routed in the app; any other opens in a new tab. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const sx = { display: 'block', width: '100%', height: '100%' };
  if (!link) return <Box sx={sx}>{children}</Box>;
  if (link.startsWith('/') && !link.startsWith('//')) return <Box component={RouterLink} to={link} sx={sx}>{children}</Box>;
  return <Box component="a" href={link} target="_blank" rel="noopener noreferrer" sx={sx}>{children}</Box>;
}

const readIndex = () => {
  try { return Number(sessionStorage.getItem(STORAGE_KEYS.currentIndex)) || 0; } catch { return 0; }
};

/** The home banners, one at a time, rotating; the slide shown survives leaving and coming back (docs/product-rules.md). */
export function BannerCarousel({ banners, ratio, intervalMs = 5000 }: BannerCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(readIndex);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;
  const current = count ? index % count : 0;

  useEffect(() => {
    try { sessionStorage.setItem(STORAGE_KEYS.currentIndex, String(current)); } catch { /* storage may be unavailable */ }
  }, [current]);
  useEffect(() => {
    if (count < 2 || paused || !intervalMs) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  if (!banners) return <Skeleton variant="rectangular" sx={{ aspectRatio: String(ratio), height: 'auto', borderRadius: 2 }} />;
  if (count === 0) return null;
  const go = (step: number) => setIndex((current + step + count) % count);
  // Arrows sit on pictures of any colour: the theme's black and white, not a brand colour.
  const arrowSx = {
    position: 'absolute', top: '50%', transform: 'translateY(-50%)', color: 'common.white',
    backgroundColor: (t: Theme) => alpha(t.palette.common.black, 0.35),
    '&:hover': { backgroundColor: (t: Theme) => alpha(t.palette.common.black, 0.55) },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('catalogue:home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', aspectRatio: String(ratio), borderRadius: 2, overflow: 'hidden', backgroundColor: 'action.hover' }}
    >
      {banners.map((b, i) => (
        <Box
          key={b.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('catalogue:home.slide', { index: i + 1, count })}
          aria-hidden={i !== current}
          sx={{ position: 'absolute', inset: 0, opacity: i === current ? 1 : 0, visibility: i === current ? 'visible' : 'hidden', transition: 'opacity .5s' }}
        >
          <BannerLink link={b.link}>
            <Box component="img" src={b.imgUrl} alt="" loading={i === 0 ? 'eager' : 'lazy'} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          </BannerLink>
        </Box>
      ))}
      {count > 1 && (
        <>
          {/* Previous and next follow the reading direction; the arrows mirror in right-to-left pages. */}
          <IconButton aria-label={t('catalogue:home.previousSlide')} onClick={() => go(-1)} sx={{ ...arrowSx, insetInlineStart: 8 }}>
            <ChevronLeftIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <IconButton aria-label={t('catalogue:home.nextSlide')} onClick={() => go(1)} sx={{ ...arrowSx, insetInlineEnd: 8 }}>
            <ChevronRightIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <Box sx={{ position: 'absolute', insetBlockEnd: 8, insetInline: 0, display: 'flex', justifyContent: 'center', gap: 1 }}>
            {banners.map((b, i) => (
              <Box
                key={b.id}
                component="button"
                type="button"
                aria-label={t('catalogue:home.slide', { index: i + 1, count })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
                sx={{ width: i === current ? 20 : 8, height: 8, borderRadius: 4, border: 0, padding: 0, cursor: 'pointer', backgroundColor: i === current ? 'primary.main' : 'rgba(255,255,255,.8)', transition: 'width .2s' }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
