/**
 * Image types staff may give the catalogue (styles, palettes, materials): what the catalogue's image
 * pipeline (sharp with its prebuilt libvips) decodes. The admin image picker's `accept` list and its
 * check, and the catalogue's check of the uploaded content, all read this one list. Not included:
 * BMP (sharp has no BMP decoder) and HEIC/HEIF photos (the prebuilt libvips decodes AVIF only, no HEVC).
 */
export const CATALOGUE_IMAGE_TYPES = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
  { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
  { mime: 'image/avif', extensions: ['.avif'], label: 'AVIF' },
  { mime: 'image/tiff', extensions: ['.tif', '.tiff'], label: 'TIFF' },
  { mime: 'image/svg+xml', extensions: ['.svg'], label: 'SVG' },
] as const;

/** The `accept` attribute of the admin image picker: every MIME type and extension above. */
export const CATALOGUE_IMAGE_ACCEPT = CATALOGUE_IMAGE_TYPES.flatMap((t) => [t.mime, ...t.extensions]).join(',');

/** True for a file the catalogue takes, by its MIME type or, when the browser gives none, its extension. */
export function isCatalogueImage(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return CATALOGUE_IMAGE_TYPES.some((t) => (file.type ? t.mime === file.type : t.extensions.some((ext) => name.endsWith(ext))));
}
