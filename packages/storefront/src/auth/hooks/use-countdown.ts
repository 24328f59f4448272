import { useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
}
