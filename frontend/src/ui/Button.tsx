/**
 * antd's Button for the customer pages: the same element, classes and inner markup as antd 6's
 * Button for the props below (ui.test.tsx compares them), styled by antd's static CSS, without
 * antd's runtime. A loading button shows antd's spinning icon and ignores clicks, as antd's does;
 * the click wave and the loading icon's width animation are left out.
 */
import LoadingSvg from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * antd's classes of each button type (its colour and variant), plain and dangerous, written out in
 * full so the build's CSS pruning (build/antd-static-css.ts) finds every class in use.
 */
const TYPES = {
  default: ['ant-btn-default ant-btn-color-default ant-btn-variant-outlined', 'ant-btn-default ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-outlined'],
  primary: ['ant-btn-primary ant-btn-color-primary ant-btn-variant-solid', 'ant-btn-primary ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-solid'],
  text: ['ant-btn-text ant-btn-color-default ant-btn-variant-text', 'ant-btn-text ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-text'],
  link: ['ant-btn-link ant-btn-color-link ant-btn-variant-link', 'ant-btn-link ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-link'],
} as const;

export interface ButtonProps extends Pick<AriaAttributes, 'aria-label' | 'aria-controls' | 'aria-describedby'> {
  type?: keyof typeof TYPES;
  /** the red (dangerous) colour */
  danger?: boolean;
  size?: 'small' | 'large';
  loading?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  /** where the icon sits: before (default) or after the text */
  iconPlacement?: 'start' | 'end';
  /** makes it a link (`<a>`) */
  href?: string;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  children?: ReactNode;
}

/** A button (or a link when `href` is given) wearing antd's classes. */
export function Button({ type = 'default', danger = false, size, loading = false, disabled = false, icon, iconPlacement = 'start', href, target, rel, onClick, children, ...aria }: ButtonProps) {
  const classes = [
    'ant-btn cedar',
    TYPES[type][danger ? 1 : 0],
    size === 'large' && 'ant-btn-lg',
    size === 'small' && 'ant-btn-sm',
    children == null && (icon || loading) && 'ant-btn-icon-only',
    loading && 'ant-btn-loading',
    iconPlacement === 'end' && 'ant-btn-icon-end',
  ]
    .filter(Boolean)
    .join(' ');
  const iconNode = loading ? (
    <span className="ant-btn-icon ant-btn-loading-icon">
      <Icon svg={LoadingSvg} />
    </span>
  ) : (
    icon && <span className="ant-btn-icon">{icon}</span>
  );
  const content = children == null ? null : <span>{children}</span>;
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  if (href !== undefined) {
    return (
      <a {...aria} href={disabled ? undefined : href} target={target} rel={rel} className={disabled ? `${classes} ant-btn-disabled` : classes} onClick={handleClick} tabIndex={disabled ? -1 : 0} aria-disabled={disabled}>
        {iconNode}
        {content}
      </a>
    );
  }
  return (
    <button {...aria} type="button" className={classes} onClick={handleClick} disabled={disabled}>
      {iconNode}
      {content}
    </button>
  );
}
