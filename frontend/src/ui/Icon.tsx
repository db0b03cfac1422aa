/**
 * antd's icons on the customer pages: `<Icon svg={…} />` draws one of @ant-design/icons-svg's
 * definitions (import it from '@ant-design/icons-svg/es/asn/<Name>') into the markup
 * @ant-design/icons renders (`<span role="img" class="anticon anticon-NAME"><svg…></span>`), so it
 * looks the same and antd's static CSS styles it, without @ant-design/icons' runtime (context, style
 * insertion, two-tone colours). ui.test.tsx compares the markup with theirs. One difference: an icon
 * is decorative (hidden from assistive technology) unless given an `aria-label` in the page's
 * language, where antd names it by its English drawing ('calendar', 'video-camera').
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

export interface IconProps {
  /** the drawing, e.g. the default export of '@ant-design/icons-svg/es/asn/CheckOutlined' */
  svg: IconDefinition;
  className?: string;
  'aria-hidden'?: boolean;
  /** what the icon means, in the page's language; without it the icon is hidden from assistive technology */
  'aria-label'?: string;
}

/** An SVG node of a definition as React elements. */
function draw(node: AbstractNode, key: string, rootProps?: Record<string, unknown>): ReactElement {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [name === 'class' ? 'className' : name, value]));
  return createElement(node.tag, { key, ...attrs, ...rootProps }, (node.children ?? []).map((child, i) => draw(child, `${key}-${node.tag}-${i}`)));
}

/** One antd icon (outlined or filled; the loading icon spins). */
export function Icon({ svg, className, 'aria-label': label, 'aria-hidden': hidden }: IconProps) {
  const { name, icon } = svg;
  if (typeof icon === 'function') throw new Error(`${name}: two-tone icons are not drawn here`);
  const classes = ['anticon', `anticon-${name}`, name === 'loading' && 'anticon-spin', className].filter(Boolean).join(' ');
  return (
    <span role="img" aria-label={label} aria-hidden={hidden ?? (label ? undefined : true)} className={classes}>
      {draw(icon, `svg-${name}`, { 'data-icon': name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' })}
    </span>
  );
}
