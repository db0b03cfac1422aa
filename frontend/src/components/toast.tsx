/**
 * Toasts of docs/product.md §4/§8/§9: at most one at a time (a new one replaces the previous), default or
 * destructive look, shown 5 s unless told 2, 8 or 10 s. Text renders as 'Title: description' so it
 * reads like the spec. A small in-house component (no antd message/notification in the customer
 * bundle); polite live region for news, role="alert" for failures.
 */
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilledSvg from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';

export interface ToastInput {
  title?: string;
  description?: ReactNode;
  /** separator between title and description */
  sep?: ': ' | ' – ' | ' ';
  variant?: 'default' | 'destructive' | 'warning';
  /** seconds */
  duration?: 2 | 5 | 8 | 10;
  action?: ReactNode;
}

export type Toast = (t: ToastInput) => void;

/** Default display time of docs/product.md §4 (seconds). */
export const DEFAULT_TOAST_SECONDS = 5;

interface Shown extends ToastInput {
  /** increments on every toast so a replacement restarts its timer */
  seq: number;
}

const ToastContext = createContext<Toast | null>(null);

const ICONS = { default: <Icon svg={CheckCircleFilledSvg} />, destructive: <Icon svg={CloseCircleFilledSvg} />, warning: <Icon svg={ExclamationCircleFilledSvg} /> };

/** Holds the single toast slot and renders it at the top of the page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const { t } = useTranslation();
  const show = useCallback<Toast>((t) => setShown((prev) => ({ ...t, seq: (prev?.seq ?? 0) + 1 })), []);
  const dismiss = useCallback(() => setShown(null), []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(dismiss, (shown.duration ?? DEFAULT_TOAST_SECONDS) * 1000);
    return () => window.clearTimeout(timer);
  }, [shown, dismiss]);

  const variant = shown?.variant ?? 'default';
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" aria-live="polite">
        {shown && (
          <div
            key={shown.seq}
            className={`toast toast--${variant}`}
            role={variant === 'default' ? 'status' : 'alert'}
            data-duration={shown.duration ?? DEFAULT_TOAST_SECONDS}
          >
            <span className="toast__icon" aria-hidden="true">
              {ICONS[variant]}
            </span>
            <span className="toast__text">
              {shown.title && <strong>{shown.description ? `${shown.title}${shown.sep ?? ': '}` : shown.title}</strong>}
              {shown.description}
            </span>
            {shown.action}
            <button type="button" className="toast__close" aria-label={t('shell.dismiss')} onClick={dismiss}>
              <Icon svg={CloseSvg} aria-hidden />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** Returns the toast function bound to the app's single toast slot; only inside ToastProvider. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
