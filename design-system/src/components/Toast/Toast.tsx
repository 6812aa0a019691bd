import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../internal/icons';
import { useCatalogue } from '../../language/catalogue';
import messages from './Toast.messages.json';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'danger' | 'info';

/** How long a toast stays before hiding itself. */
export const TOAST_DURATION_MS = 3000;
/** Older toasts beyond this are not drawn, so a burst does not cover a phone screen. */
const MAX_VISIBLE = 3;

const toneIcons = { success: SuccessIcon, danger: ErrorIcon, info: InfoIcon } as const;

interface ToastOwnProps {
  /** `success`, `info`, or `danger` (announced at once). Defaults to `info`. */
  tone?: ToastTone;
  /** Shows a close button when given, called when it is pressed. */
  onClose?: () => void;
  /** Accessible name of the close button. Defaults to "Close" in the page's language. */
  closeLabel?: string;
  /** The message; keep it to one short line. */
  children: ReactNode;
}

export type ToastProps = ToastOwnProps & Omit<ComponentPropsWithRef<'div'>, keyof ToastOwnProps>;

/** One toast. Usually rendered by ToastProvider; exported for custom layouts and stories. */
export function Toast({ tone = 'info', onClose, closeLabel, className, children, ...rest }: ToastProps) {
  const { text } = useCatalogue(messages);
  const Icon = toneIcons[tone];
  return (
    <div {...rest} className={cx(styles.toast, className)} data-tone={tone}>
      <Icon className={styles.icon} />
      {/* The role sits on the message only, so the close button is not read out with it. */}
      <div
        className={styles.message}
        role={tone === 'danger' ? 'alert' : 'status'}
        aria-live={tone === 'danger' ? 'assertive' : 'polite'}
      >
        {children}
      </div>
      {onClose && (
        <button type="button" className={styles.close} aria-label={closeLabel ?? text('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

export interface ToastApi {
  /** Shows a message; returns its id. */
  show: (message: string, tone?: ToastTone) => number;
  /** Hides the toast with this id at once. */
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);
const SERVER_TOASTS: ToastApi = { show: () => 0, dismiss: () => undefined };

export interface ToastProviderProps {
  /** The part of the app that may show toasts. */
  children?: ReactNode;
  /** Milliseconds before a toast hides; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      return id;
    },
    [dismiss, duration],
  );

  // No timer may fire into an unmounted provider.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Never on paper (Toast.module.css): a printout carries no passing message. */}
      <div className={styles.region} data-toast-region="">
        {toasts.slice(-MAX_VISIBLE).map((toast) => (
          <Toast key={toast.id} tone={toast.tone} onClose={() => dismiss(toast.id)}>
            {toast.message}
          </Toast>
        ))}
      </div>
    </ToastContext>
  );
}

/** Access to the nearest ToastProvider. Throws outside one, so a missing provider is caught early. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // Prerendering at build time draws no toasts; in the browser a missing provider is a bug.
  if (!api && typeof document === 'undefined') return SERVER_TOASTS;
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
