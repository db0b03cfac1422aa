import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptOf, acceptedFiles, fileKind } from './uploadRules';

const MB = 1024 * 1024;

describe('upload rules', () => {
  afterEach(() => vi.restoreAllMocks());
  it('builds the accept attribute', () => {
    expect(acceptOf('inspiration')).toBe('.jpg,.jpeg,.png');
    expect(acceptOf('floor-plans')).toBe('.pdf,.dwg,.jpg,.jpeg,.png');
  });
  it('drops wrong types and oversize files silently', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const files = [
      { name: 'plan.PDF', size: 9 * MB },
      { name: 'plan.dwg', size: 11 * MB },
      { name: 'notes.txt', size: 10 },
      { name: 'kitchen.jpeg', size: 5 * MB },
    ];
    expect(acceptedFiles(files, 'floor-plans').map((f) => f.name)).toEqual(['plan.PDF', 'kitchen.jpeg']);
    expect(acceptedFiles(files, 'inspiration').map((f) => f.name)).toEqual(['kitchen.jpeg']);
    expect(log).toHaveBeenCalled();
  });
  it('classifies icons', () => {
    expect(fileKind('a.pdf')).toBe('pdf');
    expect(fileKind('a.SVG')).toBe('image');
    expect(fileKind('a.gif')).toBe('image');
    expect(fileKind('a.dwg')).toBe('file');
  });
  it('accepts a file of exactly the limit and drops one byte more', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const files = [
      { name: 'a.png', size: 5 * MB },
      { name: 'b.png', size: 5 * MB + 1 },
      { name: 'c.pdf', size: 10 * MB },
      { name: 'd.pdf', size: 10 * MB + 1 },
      { name: 'e.dwg.exe', size: 1 },
      { name: 'png', size: 1 },
    ];
    expect(acceptedFiles(files, 'inspiration').map((f) => f.name)).toEqual(['a.png']);
    expect(acceptedFiles(files, 'floor-plans').map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.pdf']);
  });
});
