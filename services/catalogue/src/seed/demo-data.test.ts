/** The demo catalogue: complete for every category type and style, with real, small WebP images. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TYPES } from '@cabinetry/shared/contracts';
import { buildDemoCatalogue, MATERIAL_IMAGE_SIZE, PALETTE_IMAGE_SIZE, STYLE_IMAGE_SIZE, type DemoCatalogue } from './demo-data';

let demo: DemoCatalogue;
beforeAll(async () => {
  demo = await buildDemoCatalogue();
});

const mentions = (description: string, ...words: string[]) => words.some((w) => description.toLowerCase().includes(w));

describe('buildDemoCatalogue', () => {
  it('has styles for kitchens, for wardrobes and closets, and for both', () => {
    expect(demo.styles.length).toBeGreaterThanOrEqual(6);
    const kitchen = demo.styles.filter((s) => mentions(s.description, 'kitchen'));
    const wardrobe = demo.styles.filter((s) => mentions(s.description, 'wardrobe', 'closet'));
    expect(kitchen.filter((s) => !wardrobe.includes(s)).length).toBeGreaterThanOrEqual(2);
    expect(wardrobe.filter((s) => !kitchen.includes(s)).length).toBeGreaterThanOrEqual(2);
    expect(kitchen.filter((s) => wardrobe.includes(s)).length).toBeGreaterThanOrEqual(2);
  });

  it('has palettes of #rrggbb colours', () => {
    expect(demo.palettes.length).toBeGreaterThanOrEqual(6);
    for (const palette of demo.palettes) {
      expect(palette.colors.length).toBeGreaterThan(0);
      for (const colour of palette.colors) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('has one or two categories of every type', () => {
    for (const { id } of CATEGORY_TYPES) {
      const count = demo.categories.filter((c) => c.type === id).length;
      expect(count, id).toBeGreaterThanOrEqual(1);
      expect(count, id).toBeLessThanOrEqual(2);
    }
  });

  it('offers materials for every style in every category type, plus multi-purpose ones', () => {
    const styleNames = new Set(demo.styles.map((s) => s.name));
    for (const material of demo.materials) {
      expect(['€', '€€', '€€€', '€€€€']).toContain(material.price);
      for (const name of material.styleNames) expect(styleNames, material.name).toContain(name);
    }
    expect(demo.materials.filter((m) => m.categoryType === null).length).toBeGreaterThanOrEqual(2);
    for (const { id } of CATEGORY_TYPES) {
      const ofType = demo.materials.filter((m) => m.categoryType === id);
      expect(ofType.length, id).toBeGreaterThanOrEqual(4);
      for (const style of styleNames) {
        expect(ofType.some((m) => m.styleNames.includes(style)), `${style} in ${id}`).toBe(true);
      }
    }
  });

  it('uses unique names', () => {
    for (const list of [demo.styles, demo.palettes, demo.categories, demo.materials]) {
      const names = list.map((item) => item.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('draws every image as a WebP of the expected size under 60 KB', async () => {
    const images = [
      ...demo.styles.map((s) => ({ name: s.name, image: s.image, size: STYLE_IMAGE_SIZE })),
      ...demo.materials.map((m) => ({ name: m.name, image: m.image, size: MATERIAL_IMAGE_SIZE })),
      ...demo.palettes.map((p) => ({ name: p.name, image: p.image as Buffer, size: PALETTE_IMAGE_SIZE })),
    ];
    for (const { name, image, size } of images) {
      const metadata = await sharp(image).metadata();
      expect({ name, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        name,
        format: 'webp',
        ...size,
      });
      expect(image.length, name).toBeLessThan(60_000);
      // a drawn texture, not a flat fill
      const { channels } = await sharp(image).stats();
      expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev)), name).toBeGreaterThan(1);
    }
  });
});
