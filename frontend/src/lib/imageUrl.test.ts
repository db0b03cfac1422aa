import { describe, expect, it } from 'vitest';
import { cardImageSrcSet, sizedImageUrl } from './imageUrl';

describe('sizedImageUrl', () => {
  it('adds a width to media-route and cloud-storage images', () => {
    expect(sizedImageUrl('/api/media/styles/1.jpg', 400)).toBe('/api/media/styles/1.jpg?w=400');
    expect(sizedImageUrl('https://storage.googleapis.com/b/m.png?v=2', 300)).toBe('https://storage.googleapis.com/b/m.png?v=2&w=300');
  });
  it('leaves other images alone', () => {
    expect(sizedImageUrl('https://example.com/a.jpg', 300)).toBe('https://example.com/a.jpg');
    expect(sizedImageUrl('data:image/png;base64,xx', 300)).toBe('data:image/png;base64,xx');
    expect(sizedImageUrl('', 300)).toBeUndefined();
  });
});

describe('cardImageSrcSet', () => {
  it('offers the card width and twice that for dense screens', () => {
    expect(cardImageSrcSet('/api/media/styles/1.webp', 400)).toBe('/api/media/styles/1.webp?w=400 1x, /api/media/styles/1.webp?w=800 2x');
    expect(cardImageSrcSet('/api/media/materials/2.webp', 300)).toBe('/api/media/materials/2.webp?w=300 1x, /api/media/materials/2.webp?w=600 2x');
  });
  it('has none for images that cannot be resized', () => {
    expect(cardImageSrcSet('https://example.com/a.jpg', 400)).toBeUndefined();
    expect(cardImageSrcSet(null, 400)).toBeUndefined();
  });
});
