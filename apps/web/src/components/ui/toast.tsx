import { TOAST_DURATION_MS } from '@partsmith/contract/constants';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ToastKind = 'success' | 'error';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ToastMessage;
}

/**
 * Words, or words and a link ("View cart"). The toasts sit outside the router, so a link in one is a plain <a> whose
 * click handler, made where the router is, navigates.
 */
export type ToastMessage = ReactNode;

export interface Toaster {
  success: (message: ToastMessage) => void;
  error: (message: ToastMessage) => void;
}

const ToastContext = createContext<Toaster | null>(null);

const noSubscription = () => () => {};
/** False in the build's prerender and while hydrating its markup (a portal has no server markup), true after. */
const useBrowserDocument = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Shows short notices at the bottom of the screen; each closes after TOAST_DURATION_MS or with its close button. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const hasDocument = useBrowserDocument();

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind) => (message: ToastMessage) => {
      const id = ++nextId.current;
      setToasts((current) => [...current, { id, kind, message }]);
    };
    return { success: show('success'), error: show('error') };
  }, []);

  return (
    <ToastContext value={toaster}>
      {children}
      {/* In the page from the first browser render (at the end of <body>), so screen readers announce what is added to it. */}
      {hasDocument &&
        createPortal(
          <div className="toast toast-end toast-bottom z-50 max-w-[calc(100vw-1rem)] p-2 sm:p-4" aria-live="polite">
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </div>,
          document.body,
        )}
    </ToastContext>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const isError = toast.kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`alert ${isError ? 'alert-error' : 'alert-success'} w-full max-w-sm items-start gap-3 text-left shadow-lg sm:w-96`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {isError ? <path d="M12 8v5m0 3.5h.01M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z" /> : <path d="m8 12.5 3 3 5-6M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z" />}
      </svg>
      <p className="min-w-0 flex-1 text-sm font-medium break-words whitespace-normal">{toast.message}</p>
      <button type="button" className="btn btn-circle btn-ghost btn-xs -m-1 text-current" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

/** toast.success('Your Info Updated'), toast.error(message). Must be used inside ToastProvider. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside ToastProvider');
  return toaster;
}
