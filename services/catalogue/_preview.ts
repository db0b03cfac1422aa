import sharp from 'sharp';
import { buildDemoCatalogue } from './src/seed/demo-data';
const t = Date.now();
const demo = await buildDemoCatalogue();
console.log('built in', Date.now() - t, 'ms');
const sizes = [...demo.styles, ...demo.materials].map((x) => x.image.length);
console.log('max size', Math.max(...sizes), 'styles', demo.styles.map((s) => s.image.length).join(','));
console.log('materials', demo.materials.map((m) => `${m.name}:${m.image.length}`).join(', '));
async function grid(out: string, images: Buffer[], tile: [number, number], cols: number) {
  const rows = Math.ceil(images.length / cols);
  const tiles = await Promise.all(images.map((i) => sharp(i).resize(tile[0], tile[1]).png().toBuffer()));
  await sharp({ create: { width: cols * tile[0], height: rows * tile[1], channels: 3, background: '#fff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tile[0], top: Math.floor(i / cols) * tile[1] })))
    .png().toFile(out);
}
await grid('/tmp/tex/styles.png', demo.styles.map((s) => s.image), [400, 300], 3);
await grid('/tmp/tex/materials.png', demo.materials.map((s) => s.image), [200, 200], 6);
await grid('/tmp/tex/palettes.png', demo.palettes.map((s) => s.image!), [300, 200], 4);
for (const [i, s] of demo.styles.entries()) await sharp(s.image).png().toFile(`/tmp/tex/style-${i}.png`);
