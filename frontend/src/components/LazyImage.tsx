/**
 * A card image (docs/product.md §9): loads once within 250 px of the viewport, with a soft placeholder
 * before that and when loading fails. A `priority` image (the first card a visitor sees, the page's
 * largest paint) is requested at once and ahead of other images. `srcSet` offers sizes for dense
 * screens; `width`/`height` (px) give the browser its shape before it arrives.
 */
import PictureSvg from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/Icon';

const MARGIN = '250px';

interface Props {
  src?: string;
  srcSet?: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}

/** Renders `src` once near the viewport (at once when `priority`); a placeholder before that and when loading fails. */
export function LazyImage({ src, srcSet, alt, className, width, height, priority = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (old browsers, tests) the image loads at once
  const [near, setNear] = useState(() => priority || typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={`lazy-image ${className ?? ''}`}>
      {near && src && !failed ? (
        <img
          src={src}
          srcSet={srcSet}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon svg={PictureSvg} className="lazy-image__placeholder" aria-hidden />
      )}
    </div>
  );
}
