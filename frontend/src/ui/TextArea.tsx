/** antd's Input.TextArea for the customer pages: a native textarea wearing antd 6's classes (ui.test.tsx compares them). */
import type { TextareaHTMLAttributes } from 'react';

/** A multi-line text field; every textarea attribute passes through. */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={`ant-input ant-input-outlined cedar ant-input-css-var${className ? ` ${className}` : ''}`} />;
}
