/** An image that loads only when within 250 px of the viewport (docs/product.md §9), with a soft placeholder. */
import { PictureOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';

const MARGIN = '250px';

/** Renders `src` once near the viewport; a placeholder before that and when loading fails. */
export function LazyImage({ src, alt, className }: { src?: string; alt: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (old browsers, tests) the image loads at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
        <img src={src} alt={alt} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <PictureOutlined className="lazy-image__placeholder" aria-hidden />
      )}
    </div>
  );
}
