import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** docs/product-rules.md and §9: after an error on a recharge call the buyer goes back to the wallet after 2.5 s. */
export const RECHARGE_ERROR_REDIRECT_MS = 2500;

/**
 * Schedules the way back to `href` after a failed call (the app's QueryClient has already shown the
 * translated error). `leaving` is true meanwhile, so the form can stop taking input.
 */
export function useReturnAfterError(href: string, delayMs = RECHARGE_ERROR_REDIRECT_MS) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    setLeaving(true);
    timer.current = setTimeout(() => void navigate(href), delayMs);
  }, [href, delayMs, navigate]);
  return { schedule, leaving };
}
