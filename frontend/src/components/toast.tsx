/**
 * Toasts of SPEC §8/§9: one at a time (a new one replaces the previous), default or destructive look,
 * 5 s unless told otherwise. Text renders as 'Title: description' so it reads like the spec.
 */
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';

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

const TYPES = { default: 'success', destructive: 'error', warning: 'warning' } as const;

/** Returns the toast function bound to the app's single message slot. */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useCallback(
    ({ title, description, sep = ': ', variant = 'default', duration = 5, action }: ToastInput) => {
      message.open({
        key: 'toast',
        type: TYPES[variant],
        duration,
        content: (
          <span className="toast" role={variant === 'destructive' ? 'alert' : 'status'}>
            {title && <strong>{description ? `${title}${sep}` : title}</strong>}
            {description}
            {action}
          </span>
        ),
      });
    },
    [message],
  );
}
