/** Line icons of the brand (24 px grid, currentColor) that antd's icon set lacks. */
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

/** Kitchen: wall cabinets over base cabinets. */
export function KitchenIcon() {
  return (
    <svg {...base}>
      <rect x="3" y="3" width="18" height="6.5" rx="1" />
      <path d="M12 3v6.5M9.5 6.3h.5M14 6.3h.5" />
      <rect x="3" y="12.5" width="18" height="8.5" rx="1" />
      <path d="M2.5 12.5h19M12 12.5V21M9.5 15.5h.5M14 15.5h.5" />
    </svg>
  );
}

/** Wardrobe: a tall two-door cabinet on feet. */
export function WardrobeIcon() {
  return (
    <svg {...base}>
      <rect x="4.5" y="2.5" width="15" height="17" rx="1" />
      <path d="M12 2.5v17M10 9.5v2.5M14 9.5v2.5M6.5 19.5V21.5M17.5 19.5V21.5" />
    </svg>
  );
}
