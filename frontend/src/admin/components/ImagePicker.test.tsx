// @vitest-environment jsdom
/** The admin image picker offers exactly the catalogue's image types and refuses others at once. */
import { CATALOGUE_IMAGE_TYPES } from '@cabinetry/shared/contracts';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, toastText } from '../../testing/fakeApi';
import { ImagePicker } from './ImagePicker';

afterEach(cleanup);

function mount() {
  const onChange = vi.fn();
  const view = render(
    <Providers>
      <ImagePicker id="img" label="Image" file={null} onChange={onChange} />
    </Providers>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const pick = (name: string, type: string) => fireEvent.change(input, { target: { files: [new File(['x'], name, { type })] } });
  return { input, pick, onChange };
}

describe('ImagePicker', () => {
  it("accepts exactly the catalogue's image types", () => {
    const { input } = mount();
    const accept = input.accept.split(',');
    for (const t of CATALOGUE_IMAGE_TYPES) expect(accept).toEqual(expect.arrayContaining([t.mime, ...t.extensions]));
    expect(accept).not.toContain('image/*');
    expect(accept).not.toContain('image/bmp');
  });

  it('takes a TIFF, an SVG and an extension-only AVIF, and refuses a BMP or HEIC photo with the toast', () => {
    const { pick, onChange } = mount();
    pick('scan.tiff', 'image/tiff');
    pick('logo.svg', 'image/svg+xml');
    pick('photo.avif', '');
    expect(onChange.mock.calls.map(([f]) => (f as File).name)).toEqual(['scan.tiff', 'logo.svg', 'photo.avif']);
    pick('paint.bmp', 'image/bmp');
    expect(toastText()).toBe('Invalid file type: Please select a valid image file.');
    pick('IMG_0001.HEIC', 'image/heic');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
