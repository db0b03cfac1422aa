/** Catalogue image URLs (docs/product.md §7): images served from object storage get a width query for the card size. */
import { CUSTOMER_PATHS } from '@cabinetry/shared/contracts/api/customer-paths';

/** The catalogue's media route without its key ('/api/media/'). */
const MEDIA_PREFIX = CUSTOMER_PATHS.getMedia.path.replace('{key}', '');

const STORAGE_HOSTS = /(^|\.)(storage\.googleapis\.com|amazonaws\.com|cloudinary\.com|r2\.dev)$/i;

/** True for images on a cloud storage host or the catalogue's resizing media route (/api/media/). */
function isStorageUrl(url: URL): boolean {
  return url.pathname.startsWith(MEDIA_PREFIX) || STORAGE_HOSTS.test(url.hostname);
}

/** Adds `w` (the media route's width: 400 for style and tall-cabinet cards, 300 for other materials, 150 for admin thumbnails; twice that for 2x screens) to storage image URLs. */
export function sizedImageUrl(src: string | null | undefined, width: 150 | 300 | 400 | 600 | 800, base = 'http://local.invalid'): string | undefined {
  if (!src) return undefined;
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return src;
  }
  if (!isStorageUrl(url)) return src;
  url.searchParams.set('w', String(width));
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** A `srcset` of the card image at `width` (1x) and twice that (2x, phones' dense screens), or undefined where the image cannot be resized. */
export function cardImageSrcSet(src: string | null | undefined, width: 300 | 400): string | undefined {
  const one = sizedImageUrl(src, width);
  const two = sizedImageUrl(src, width === 300 ? 600 : 800);
  return one && two && one !== src ? `${one} 1x, ${two} 2x` : undefined;
}
