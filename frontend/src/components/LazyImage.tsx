/**
 * A card image (docs/product.md §9): the browser's own lazy loading (it loads once near the viewport,
 * with no script, so a page pre-rendered with its cards shows them before its app runs), over a soft
 * placeholder that shows until the image has loaded and when loading fails. A `priority` image (the
 * first card a visitor sees, the page's largest paint) is requested at once and ahead of other
 * images. `srcSet` offers sizes for dense screens; `width`/`height` (px) give the browser its shape
 * before it arrives.
 */
import PictureSvg from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { useState } from 'react';
import { Icon } from '../ui/Icon';

interface Props {
  src?: string;
  srcSet?: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}

/** Renders `src` (lazily unless `priority`) over a placeholder; the placeholder alone when there is no `src` or loading failed. */
export function LazyImage({ src, srcSet, alt, className, width, height, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`lazy-image ${className ?? ''}`}>
      <Icon svg={PictureSvg} className="lazy-image__placeholder" aria-hidden />
      {src && !failed && (
        <img
          src={src}
          srcSet={srcSet}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
