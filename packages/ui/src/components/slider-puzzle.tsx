import type { KeyboardEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import ChevronRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** One challenge from the server: background with a hole, the piece, and where the piece sits vertically. */
export interface SliderChallenge {
  captchaId: string;
  /** data: URL of the PNG background, width × height. */
  bg: string;
  /** data: URL of the PNG piece, pieceSize × pieceSize. */
  piece: string;
  /** Top of the piece in px from the top of the background. */
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

export interface SliderPuzzleProps {
  load: () => Promise<SliderChallenge>;
  /** Resolves with a captcha token when x (px from the left edge) fits; rejects otherwise. */
  verify: (captchaId: string, x: number) => Promise<string>;
  onVerified: (captchaToken: string) => void;
  /** How long the failure message stays before a new challenge loads. */
  failureDelayMs?: number;
}

type Status = 'loading' | 'ready' | 'dragging' | 'verifying' | 'success' | 'failed' | 'error';

const KEY_STEP = 2;
const KEY_BIG_STEP = 10;

/** The scale that fits `width` into the element's box (1 at most): the puzzle shrinks on a narrow phone. */
function useFitScale(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const fit = () => setScale(Math.min(1, el.clientWidth / width) || 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return { ref, scale };
}

/**
 * Slide-to-fit captcha. Positions are physical (x from the left edge, as the server measures it),
 * so the root is always dir="ltr" and offsets are inline `left` styles, which the RTL stylis plugin does not flip.
 * Where the challenge is wider than the room it has, it is drawn smaller; `offset` stays in the
 * challenge's pixels, so the x sent to the server does not depend on the screen.
 */
export function SliderPuzzle({ load, verify, onVerified, failureDelayMs = 1200 }: SliderPuzzleProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [offset, setOffset] = useState(0);
  const { ref: rootRef, scale } = useFitScale(challenge?.width ?? 320);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  const mounted = useRef(true);
  const loadSeq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(() => {
    const seq = ++loadSeq.current;
    setStatus('loading');
    setOffset(0);
    load().then(
      (c) => {
        if (!mounted.current || seq !== loadSeq.current) return;
        setChallenge(c);
        setStatus('ready');
      },
      () => {
        if (mounted.current && seq === loadSeq.current) setStatus('error');
      },
    );
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    reload();
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, [reload]);

  const maxOffset = challenge ? Math.max(0, challenge.width - challenge.pieceSize) : 0;
  const clamp = (x: number) => Math.max(0, Math.min(maxOffset, x));
  const interactive = status === 'ready' || status === 'dragging';

  const submit = (x: number) => {
    if (!challenge) return;
    setStatus('verifying');
    verify(challenge.captchaId, Math.round(x)).then(
      (token) => {
        if (!mounted.current) return;
        setStatus('success');
        onVerified(token);
      },
      () => {
        if (!mounted.current) return;
        setStatus('failed');
        timer.current = setTimeout(() => { if (mounted.current) reload(); }, failureDelayMs);
      },
    );
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!interactive) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startOffset: offset };
    setStatus('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(clamp(drag.current.startOffset + (e.clientX - drag.current.startX) / scale));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const x = clamp(drag.current.startOffset + (e.clientX - drag.current.startX) / scale);
    drag.current = null;
    setOffset(x);
    submit(x);
  };
  const onPointerCancel = () => {
    if (!drag.current) return;
    drag.current = null;
    setOffset(0);
    setStatus('ready');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return;
    const step = e.shiftKey ? KEY_BIG_STEP : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowRight: offset + step, ArrowUp: offset + step, ArrowLeft: offset - step, ArrowDown: offset - step,
      PageUp: offset + KEY_BIG_STEP, PageDown: offset - KEY_BIG_STEP, Home: 0, End: maxOffset,
    };
    if (e.key in moves) {
      e.preventDefault();
      setOffset(clamp(moves[e.key]));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      submit(offset);
    }
  };

  // Drawn sizes: the challenge's, times the scale.
  const width = (challenge?.width ?? 320) * scale;
  const height = (challenge?.height ?? 160) * scale;
  const pieceSize = (challenge?.pieceSize ?? 44) * scale;
  const left = offset * scale;
  const message = {
    loading: t('sliderPuzzle.loading'),
    ready: t('sliderPuzzle.hint'),
    dragging: t('sliderPuzzle.hint'),
    verifying: t('sliderPuzzle.verifying'),
    success: t('sliderPuzzle.success'),
    failed: t('sliderPuzzle.failed'),
    error: t('sliderPuzzle.loadError'),
  }[status];
  const trackColor = status === 'success' ? 'success.main' : status === 'failed' ? 'error.main' : 'primary.main';

  return (
    <Box ref={rootRef} data-testid="slider-puzzle" data-status={status} dir="ltr" sx={{ width: '100%', maxWidth: challenge?.width ?? 320, userSelect: 'none', touchAction: 'none' }}>
      <Box sx={{ position: 'relative', width, height, borderRadius: 1, overflow: 'hidden', backgroundColor: 'action.hover' }}>
        {challenge && (
          <>
            <img src={challenge.bg} alt={t('sliderPuzzle.background')} width={width} height={height} draggable={false} style={{ display: 'block' }} />
            {status !== 'error' && (
              <img
                data-testid="slider-piece"
                src={challenge.piece}
                alt={t('sliderPuzzle.piece')}
                width={pieceSize}
                height={pieceSize}
                draggable={false}
                style={{ position: 'absolute', top: challenge.y * scale, left, filter: 'drop-shadow(0 0 3px rgba(0,0,0,.6))' }}
              />
            )}
          </>
        )}
        {(status === 'loading' || status === 'verifying') && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label={message} />
          </Box>
        )}
        {status === 'error' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Button variant="contained" onClick={reload}>{t('sliderPuzzle.retry')}</Button>
          </Box>
        )}
        <IconButton
          size="small"
          aria-label={t('sliderPuzzle.refresh')}
          onClick={reload}
          disabled={status === 'verifying' || status === 'success' || status === 'loading'}
          sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, backgroundColor: 'background.paper', '&:hover': { backgroundColor: 'background.paper' } }}
        >
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Box>

      <Box
        data-testid="slider-track"
        sx={{ position: 'relative', marginBlockStart: 1.5, height: pieceSize, borderRadius: 1, border: 1, borderColor: 'divider', backgroundColor: 'background.paper', overflow: 'hidden' }}
      >
        <Box aria-hidden sx={{ position: 'absolute', insetBlock: 0, backgroundColor: trackColor, opacity: 0.18 }} style={{ left: 0, width: left + pieceSize / 2 }} />
        {/* The hint keeps clear of the handle at the left whatever its own direction (an Arabic hint is
            right to left): physical padding in an inline style, which the RTL plugin leaves alone. */}
        <Typography
          id={hintId}
          role="status"
          variant="body2"
          dir="auto"
          style={{ paddingLeft: pieceSize + 8, paddingRight: 8 }}
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', lineHeight: 1.2, overflow: 'hidden', color: status === 'failed' ? 'error.main' : status === 'success' ? 'success.dark' : 'text.secondary', pointerEvents: 'none' }}
        >
          {message}
        </Typography>
        <Box
          data-testid="slider-handle"
          role="slider"
          tabIndex={interactive ? 0 : -1}
          aria-label={t('sliderPuzzle.handle')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          aria-valuenow={Math.round(offset)}
          aria-disabled={!interactive}
          aria-keyshortcuts="ArrowLeft ArrowRight Enter"
          title={t('sliderPuzzle.keyboardHint')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
          style={{ position: 'absolute', top: 0, left, width: pieceSize, height: '100%' }}
          sx={{
            display: 'grid', placeItems: 'center', borderRadius: 1, cursor: interactive ? 'grab' : 'default',
            backgroundColor: trackColor, color: status === 'success' ? 'success.contrastText' : status === 'failed' ? 'error.contrastText' : 'primary.contrastText',
            '&:active': { cursor: 'grabbing' },
            '&:hover': { backgroundColor: status === 'ready' ? 'primary.dark' : undefined },
            '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'text.primary', outlineOffset: 2 },
          }}
        >
          {status === 'success' ? <CheckIcon /> : status === 'failed' ? <CloseIcon /> : <ChevronRightIcon />}
        </Box>
      </Box>
    </Box>
  );
}
