import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export type ToastSeverity = AlertColor;

export interface ToastApi {
  /** Queues a message; it appears after the delay, and identical calls inside the delay collapse into one. */
  show: (message: string, severity?: ToastSeverity) => void;
}

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Delay before a message shows (500 ms). */
  delayMs?: number;
  autoHideMs?: number;
}

/** Holds the app's single Snackbar; docs/product-rules.md: shown after 500 ms, identical repeats debounced. */
export function ToastProvider({ children, delayMs = 500, autoHideMs = 3000 }: ToastProviderProps) {
  const { t } = useTranslation('ui');
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const queueRef = useRef(queue);
  queueRef.current = queue;

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const show = useCallback((message: string, severity: ToastSeverity = 'error') => {
    const key = `${severity}\u0000${message}`;
    const timers = pending.current;
    // Debounce: a repeat restarts the wait, so a burst of the same error yields one toast.
    clearTimeout(timers.get(key));
    timers.set(key, setTimeout(() => {
      timers.delete(key);
      // Already on screen or waiting in line: do not repeat it.
      if (queueRef.current.some((q) => q.message === message && q.severity === severity)) return;
      setQueue((q) => [...q, { id: nextId.current++, message, severity }]);
    }, delayMs));
  }, [delayMs]);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  const current = queue[0];

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current) && open}
        autoHideDuration={autoHideMs}
        onClose={(_, reason) => { if (reason !== 'clickaway') setOpen(false); }}
        slotProps={{
          transition: {
            onExited: () => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            },
          },
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {current ? (
          <Alert severity={current.severity} variant="filled" closeText={t('toast.close')} onClose={() => setOpen(false)} sx={{ minWidth: 280 }}>
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
