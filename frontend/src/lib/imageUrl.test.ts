import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './imageUrl';

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
