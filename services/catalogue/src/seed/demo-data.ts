/**
 * The demo catalogue a fresh installation starts with (SEED_DEMO_CATALOGUE=true): design styles,
 * colour palettes, material categories of every type and materials compatible with every style.
 * Every image is drawn here as SVG (procedural wood grain, stone veining, lacquer, brushed metal,
 * linen, glass...) and encoded to WebP with sharp: nothing is fetched.
 */
import sharp from 'sharp';
import type { CategoryType } from '@cabinetry/shared/contracts';

export type Price = '€' | '€€' | '€€€' | '€€€€';

export interface DemoCatalogue {
  styles: { name: string; description: string; image: Buffer }[];
  palettes: { name: string; description: string; colors: string[]; image?: Buffer }[];
  categories: { name: string; description: string; type: CategoryType; displayOrder: number }[];
  materials: {
    name: string;
    description: string;
    /** null: a multi-purpose material (no category). */
    categoryType: CategoryType | null;
    price: Price;
    styleNames: string[];
    image: Buffer;
  }[];
}

export const STYLE_IMAGE_SIZE = { width: 800, height: 600 } as const;
export const MATERIAL_IMAGE_SIZE = { width: 600, height: 600 } as const;
export const PALETTE_IMAGE_SIZE = { width: 600, height: 400 } as const;

// ---------------------------------------------------------------------------------------------
// Surfaces: procedural SVG paint for a rectangle
// ---------------------------------------------------------------------------------------------

type Surface =
  | { kind: 'wood'; light: string; dark: string; seed: number; grain?: 'vertical' | 'horizontal' }
  | { kind: 'stone'; base: string; vein: string; seed: number }
  | { kind: 'lacquer'; color: string; gloss: number }
  | { kind: 'metal'; light: string; dark: string; seed: number }
  | { kind: 'linen'; color: string; seed: number }
  | { kind: 'concrete'; color: string; seed: number; speckle?: boolean }
  | { kind: 'terrazzo'; base: string; chips: string[]; seed: number }
  | { kind: 'cane'; color: string; backing: string }
  | { kind: 'fluted'; tint: string }
  | { kind: 'mirror'; tint: string };

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** SVG fragments: `defs` go into <defs>, `body` draws the surface inside its rectangle. */
interface Paint {
  defs: string;
  body: string;
}

/** Deterministic pseudo-random numbers (mulberry32), so every build draws the same images. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const channels = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/** Blends two #rrggbb colours: t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca.map((v, i) => Math.round(v + (cb[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** feComponentTransfer mapping a grey level onto a sequence of colours. */
function colourRamp(stops: string[]): string {
  const func = (channel: 'R' | 'G' | 'B', index: number) =>
    `<feFunc${channel} type="table" tableValues="${stops.map((s) => (channels(s)[index] / 255).toFixed(3)).join(' ')}"/>`;
  return `<feComponentTransfer>${func('R', 0)}${func('G', 1)}${func('B', 2)}</feComponentTransfer>`;
}

const GREY_FROM_RED = '<feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"/>';
const FILTER_BOX = 'x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"';

/** A filled rectangle whose fill is produced by `primitives` (a filter chain). */
function filtered(id: string, r: Rect, primitives: string, extra = ''): Paint {
  return {
    defs: `<filter id="${id}" ${FILTER_BOX}>${primitives}</filter>`,
    body: `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" filter="url(#${id})" ${extra}/>`,
  };
}

function clipped(id: string, r: Rect, defs: string, content: string): Paint {
  return {
    defs: `<clipPath id="${id}-clip"><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"/></clipPath>${defs}`,
    body: `<g clip-path="url(#${id}-clip)">${content}</g>`,
  };
}

function wood(id: string, r: Rect, s: Extract<Surface, { kind: 'wood' }>): Paint {
  const vertical = (s.grain ?? 'vertical') === 'vertical';
  const [ringX, ringY] = vertical ? [0.012, 0.0016] : [0.0016, 0.012];
  const [poreX, poreY] = vertical ? [0.5, 0.012] : [0.012, 0.5];
  const rings = Array.from({ length: 15 }, (_, i) => (i % 2 ? s.dark : i % 4 === 0 ? s.light : mix(s.light, s.dark, 0.25)));
  const [pr, pg, pb] = channels(mix(s.dark, '#000000', 0.45)).map((v) => (v / 255).toFixed(3));
  const grain = filtered(
    `${id}-rings`,
    r,
    `<feTurbulence type="fractalNoise" baseFrequency="${ringX} ${ringY}" numOctaves="3" seed="${s.seed}"/>${GREY_FROM_RED}${colourRamp(rings)}`,
  );
  const pores = filtered(
    `${id}-pores`,
    r,
    `<feTurbulence type="fractalNoise" baseFrequency="${poreX} ${poreY}" numOctaves="2" seed="${s.seed + 7}"/>
     <feColorMatrix type="matrix" values="0 0 0 0 ${pr}  0 0 0 0 ${pg}  0 0 0 0 ${pb}  1.2 0 0 0 -0.45"/>`,
  );
  return { defs: grain.defs + pores.defs, body: grain.body + pores.body };
}

function stone(id: string, r: Rect, s: Extract<Surface, { kind: 'stone' }>): Paint {
  // veins are two contour lines of a stretched noise field, turned to run diagonally
  const stops = Array.from({ length: 60 }, (_, i) => {
    if (i === 21 || i === 39) return s.vein;
    if ([20, 22, 38, 40].includes(i)) return mix(s.base, s.vein, 0.35);
    return mix(s.base, s.vein, 0.05 * Math.sin(i / 4) ** 2);
  });
  const side = Math.max(r.w, r.h) * 1.36;
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const field = `<filter id="${id}-veins" ${FILTER_BOX}>
      <feTurbulence type="fractalNoise" baseFrequency="0.0018 0.0065" numOctaves="5" seed="${s.seed}"/>
      ${GREY_FROM_RED}${colourRamp(stops)}<feGaussianBlur stdDeviation="0.6"/></filter>
    <filter id="${id}-cloud" ${FILTER_BOX}>
      <feTurbulence type="fractalNoise" baseFrequency="0.01" numOctaves="3" seed="${s.seed + 3}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0.6 0 0 0 -0.25"/></filter>`;
  const content = `<g transform="rotate(-32 ${cx} ${cy})"><rect x="${cx - side / 2}" y="${cy - side / 2}" width="${side}" height="${side}" filter="url(#${id}-veins)"/></g>
    <rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" filter="url(#${id}-cloud)" opacity="0.25"/>`;
  return clipped(id, r, field, content);
}

function lacquer(id: string, r: Rect, s: Extract<Surface, { kind: 'lacquer' }>): Paint {
  const { x, y, w, h } = r;
  return {
    defs: `<linearGradient id="${id}-light" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="${(0.16 + s.gloss * 0.3).toFixed(2)}"/>
        <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
      <linearGradient id="${id}-spec" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0.28" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.34" stop-color="#fff" stop-opacity="${(s.gloss * 0.5).toFixed(2)}"/>
        <stop offset="0.40" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body: `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.color}"/>
      <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-light)"/>
      ${s.gloss > 0 ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-spec)"/>` : ''}`,
  };
}

function metal(id: string, r: Rect, s: Extract<Surface, { kind: 'metal' }>): Paint {
  const brushed = filtered(
    `${id}-brush`,
    r,
    `<feTurbulence type="fractalNoise" baseFrequency="0.002 0.6" numOctaves="3" seed="${s.seed}"/>${GREY_FROM_RED}
     ${colourRamp([s.dark, mix(s.dark, s.light, 0.5), s.light, mix(s.dark, s.light, 0.7), s.dark])}`,
  );
  const { x, y, w, h } = r;
  return {
    defs: `${brushed.defs}<linearGradient id="${id}-sheen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.62" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0.22"/></linearGradient>`,
    body: `${brushed.body}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sheen)"/>`,
  };
}

function linen(id: string, r: Rect, s: Extract<Surface, { kind: 'linen' }>): Paint {
  const thread = (name: string, freq: string, seed: number) =>
    filtered(
      `${id}-${name}`,
      r,
      `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}"/>
       <feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.17  0 0 0 0 0.12  1.1 0 0 0 -0.42"/>`,
    );
  const warp = thread('warp', '0.9 0.025', s.seed);
  const weft = thread('weft', '0.025 0.9', s.seed + 1);
  const { x, y, w, h } = r;
  return {
    defs: warp.defs + weft.defs,
    body: `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.color}"/>${warp.body}${weft.body}`,
  };
}

function concrete(id: string, r: Rect, s: Extract<Surface, { kind: 'concrete' }>): Paint {
  const rand = random(s.seed);
  const pores = Array.from({ length: Math.round((r.w * r.h) / 9000) }, () => {
    const radius = 0.8 + rand() * 2.2;
    return `<circle cx="${(r.x + rand() * r.w).toFixed(1)}" cy="${(r.y + rand() * r.h).toFixed(1)}" r="${radius.toFixed(1)}" fill="${mix(s.color, '#000000', 0.45)}" opacity="0.55"/>`;
  }).join('');
  const cloud = filtered(
    `${id}-cloud`,
    r,
    `<feTurbulence type="fractalNoise" baseFrequency="0.015" numOctaves="4" seed="${s.seed}"/>${GREY_FROM_RED}
     ${colourRamp([mix(s.color, '#000000', 0.2), s.color, mix(s.color, '#ffffff', 0.18)])}`,
  );
  const speckle = filtered(
    `${id}-speckle`,
    r,
    `<feTurbulence type="fractalNoise" baseFrequency="0.45" numOctaves="1" seed="${s.seed + 1}"/>
     <feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.1  0 0 0 0 0.1  0.9 0 0 0 -0.4"/>`,
  );
  if (s.speckle === false) return clipped(id, r, cloud.defs, cloud.body + pores);
  return clipped(id, r, cloud.defs + speckle.defs, cloud.body + speckle.body + pores);
}

function terrazzo(id: string, r: Rect, s: Extract<Surface, { kind: 'terrazzo' }>): Paint {
  const rand = random(s.seed);
  const chips = Array.from({ length: Math.round((r.w * r.h) / 900) }, () => {
    const cx = r.x + rand() * r.w;
    const cy = r.y + rand() * r.h;
    const size = 2 + rand() ** 2 * 10;
    const points = Array.from({ length: 5 }, (_, k) => {
      const angle = (k / 5) * Math.PI * 2 + rand() * 0.9;
      const reach = size * (0.6 + rand() * 0.5);
      return `${(cx + Math.cos(angle) * reach).toFixed(1)},${(cy + Math.sin(angle) * reach).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${s.chips[Math.floor(rand() * s.chips.length)]}"/>`;
  }).join('');
  const base = concrete(`${id}-base`, r, { kind: 'concrete', color: s.base, seed: s.seed, speckle: false });
  return clipped(id, r, base.defs, base.body + chips);
}

function cane(id: string, r: Rect, s: Extract<Surface, { kind: 'cane' }>): Paint {
  // seven-step cane: horizontal and vertical strands 40 apart, and diagonal strands through every
  // other crossing, which cut the corners of each cell into an octagonal hole
  const edge = mix(s.color, '#000000', 0.35);
  const light = mix(s.color, '#ffffff', 0.22);
  const strand = (d: string, colour: string, width: number) =>
    `<path d="${d}" stroke="${edge}" stroke-width="${width + 2}"/><path d="${d}" stroke="${colour}" stroke-width="${width}"/>`;
  return clipped(
    id,
    r,
    `<pattern id="${id}-weave" width="80" height="80" patternUnits="userSpaceOnUse">
        <rect width="80" height="80" fill="${s.backing}"/>
        ${strand('M0 -4 V84 M40 -4 V84 M80 -4 V84', s.color, 7)}${strand('M-4 0 H84 M-4 40 H84 M-4 80 H84', light, 7)}
        ${strand('M-4 84 L84 -4 M-4 4 L4 -4 M76 84 L84 76', s.color, 8)}${strand('M36 -4 L84 44 M-4 36 L44 84', light, 8)}
      </pattern>`,
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${id}-weave)"/>`,
  );
}

function fluted(id: string, r: Rect, s: Extract<Surface, { kind: 'fluted' }>): Paint {
  return {
    defs: `<linearGradient id="${id}-flute" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${mix(s.tint, '#000000', 0.25)}"/><stop offset="0.35" stop-color="${mix(s.tint, '#ffffff', 0.45)}"/>
        <stop offset="0.6" stop-color="${s.tint}"/><stop offset="1" stop-color="${mix(s.tint, '#000000', 0.3)}"/></linearGradient>
      <pattern id="${id}-flutes" width="22" height="10" patternUnits="userSpaceOnUse"><rect width="22" height="10" fill="url(#${id}-flute)"/></pattern>
      <linearGradient id="${id}-glow" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body: `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${id}-flutes)"/>
      <rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${id}-glow)"/>`,
  };
}

function mirror(id: string, r: Rect, s: Extract<Surface, { kind: 'mirror' }>): Paint {
  return {
    defs: `<linearGradient id="${id}-tint" x1="0" y1="0" x2="0.3" y2="1">
        <stop offset="0" stop-color="${mix(s.tint, '#ffffff', 0.3)}"/><stop offset="0.55" stop-color="${s.tint}"/>
        <stop offset="1" stop-color="${mix(s.tint, '#000000', 0.35)}"/></linearGradient>
      <linearGradient id="${id}-glare" x1="0" y1="0" x2="1" y2="0.6">
        <stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/>
        <stop offset="0.36" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.44" stop-color="#fff" stop-opacity="0.22"/>
        <stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body: `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${id}-tint)"/>
      <rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#${id}-glare)"/>`,
  };
}

function paint(id: string, r: Rect, surface: Surface): Paint {
  switch (surface.kind) {
    case 'wood':
      return wood(id, r, surface);
    case 'stone':
      return stone(id, r, surface);
    case 'lacquer':
      return lacquer(id, r, surface);
    case 'metal':
      return metal(id, r, surface);
    case 'linen':
      return linen(id, r, surface);
    case 'concrete':
      return concrete(id, r, surface);
    case 'terrazzo':
      return terrazzo(id, r, surface);
    case 'cane':
      return cane(id, r, surface);
    case 'fluted':
      return fluted(id, r, surface);
    case 'mirror':
      return mirror(id, r, surface);
  }
}

function svg(width: number, height: number, paints: Paint[], overlay = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${paints.map((p) => p.defs).join('')}</defs>${paints.map((p) => p.body).join('')}${overlay}</svg>`;
}

/**
 * Encodes an SVG as WebP. scale < 1 rasterises at that fraction of the size and enlarges the result:
 * procedural textures look the same and render several times faster.
 */
async function webp(svgText: string, scale = 1): Promise<Buffer> {
  if (scale === 1) return sharp(Buffer.from(svgText)).webp({ quality: 75, effort: 5 }).toBuffer();
  const { data, info } = await sharp(Buffer.from(svgText), { density: 72 * scale }).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).resize(Math.round(info.width / scale), Math.round(info.height / scale)).webp({ quality: 75, effort: 5 }).toBuffer();
}

/** A 600x600 sample of a surface with a soft studio light falloff. */
function swatch(surface: Surface): Promise<Buffer> {
  const { width, height } = MATERIAL_IMAGE_SIZE;
  const vignette = `<radialGradient id="vignette" cx="0.4" cy="0.35" r="0.85">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`;
  return webp(
    svg(width, height, [paint('s', { x: 0, y: 0, w: width, h: height }, surface), { defs: vignette, body: '' }],
      `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`), 0.5,
  );
}

// ---------------------------------------------------------------------------------------------
// Style images: a front elevation of a kitchen, a wardrobe wall or a walk-in closet
// ---------------------------------------------------------------------------------------------

interface Scene {
  room: 'kitchen' | 'wardrobe' | 'closet';
  wall: string;
  floor: Surface;
  fronts: Surface;
  /** Wall cabinets (kitchen) or the second finish (wardrobe interior, closet carcass). */
  accent: Surface;
  worktop: Surface;
  doors: 'slab' | 'shaker';
  handles: 'bar' | 'knob' | 'none' | 'leather';
  handleColor: string;
  splash: 'tiles' | 'worktop' | 'paint';
  details: ('pendants' | 'plant' | 'window' | 'shelves' | 'bench' | 'rug')[];
  seed: number;
}

/** Accumulates SVG for one scene, giving every painted surface a unique id. */
class Canvas {
  private paints: Paint[] = [];
  private count = 0;

  surface(r: Rect, surface: Surface): this {
    this.paints.push(paint(`p${this.count++}`, r, surface));
    return this;
  }

  raw(body: string, defs = ''): this {
    this.paints.push({ defs, body });
    return this;
  }

  toSvg(width: number, height: number): string {
    return svg(width, height, this.paints);
  }
}

function handle(x: number, y: number, kind: Scene['handles'], color: string, vertical = false): string {
  switch (kind) {
    case 'bar':
      return vertical
        ? `<rect x="${x - 3}" y="${y - 28}" width="6" height="56" rx="3" fill="${color}"/><rect x="${x - 1}" y="${y - 26}" width="2" height="52" fill="#fff" opacity="0.35"/>`
        : `<rect x="${x - 28}" y="${y - 3}" width="56" height="6" rx="3" fill="${color}"/><rect x="${x - 26}" y="${y - 2}" width="52" height="2" fill="#fff" opacity="0.35"/>`;
    case 'knob':
      return `<circle cx="${x}" cy="${y}" r="6" fill="${color}"/><circle cx="${x - 2}" cy="${y - 2}" r="2" fill="#fff" opacity="0.5"/>`;
    case 'leather':
      return `<rect x="${x - 5}" y="${y - 22}" width="10" height="44" rx="5" fill="${color}"/>`;
    case 'none':
      return '';
  }
}

/** Gaps, shaker frames and handles over a run of `count` fronts filling r. */
function fronts(r: Rect, count: number, scene: Scene, handleAt: 'top' | 'middle' | 'side', vertical = false): string {
  const width = r.w / count;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.x + i * width;
    if (i > 0) out += `<rect x="${x - 1.5}" y="${r.y}" width="3" height="${r.h}" fill="#000" opacity="0.45"/>`;
    if (scene.doors === 'shaker') {
      const inset = Math.min(14, width / 6);
      out += `<rect x="${x + inset}" y="${r.y + inset}" width="${width - inset * 2}" height="${r.h - inset * 2}" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="2.5"/>
        <rect x="${x + inset + 2}" y="${r.y + inset + 2}" width="${width - inset * 2 - 4}" height="${r.h - inset * 2 - 4}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5"/>`;
    }
    if (scene.handles === 'none') {
      if (handleAt === 'top') out += `<rect x="${x}" y="${r.y}" width="${width}" height="6" fill="#000" opacity="0.35"/>`;
      continue;
    }
    const hx = handleAt === 'side' ? (i % 2 ? x + 16 : x + width - 16) : x + width / 2;
    const hy = handleAt === 'top' ? r.y + 22 : r.y + r.h / 2;
    out += handle(hx, hy, scene.handles, scene.handleColor, vertical);
  }
  return out + `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
}

function plant(x: number, y: number, seed: number): string {
  const rand = random(seed);
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -Math.PI / 2 + (i - 4) * 0.32 + (rand() - 0.5) * 0.2;
    const length = 34 + rand() * 22;
    const tx = x + Math.cos(angle) * length;
    const ty = y - 30 + Math.sin(angle) * length;
    return `<path d="M${x} ${y - 28} Q${(x + tx) / 2 + 8} ${(y - 28 + ty) / 2 - 6} ${tx.toFixed(1)} ${ty.toFixed(1)} Q${(x + tx) / 2 - 8} ${(y - 28 + ty) / 2 + 6} ${x} ${y - 28}" fill="${i % 2 ? '#4f7a4a' : '#6a9460'}"/>`;
  }).join('');
  return `${leaves}<path d="M${x - 16} ${y - 30} h32 l-4 30 h-24 z" fill="#d9cbb8"/><path d="M${x - 16} ${y - 30} h32 v4 h-32 z" fill="#c4b49e"/>`;
}

function pendants(xs: number[], color: string): string {
  return xs
    .map(
      (x) => `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#333" stroke-width="1.5"/>
      <path d="M${x - 24} 96 Q${x} 60 ${x + 24} 96 z" fill="${color}"/>
      <ellipse cx="${x}" cy="98" rx="16" ry="4" fill="#fff6d8"/><ellipse cx="${x}" cy="112" rx="44" ry="14" fill="#fff3c4" opacity="0.18"/>`,
    )
    .join('');
}

function windowPane(x: number, y: number, w: number, h: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f0"/><stop offset="1" stop-color="#eef5f7"/></linearGradient></defs>
    <rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="#f7f5f0"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
    <path d="M${x + w * 0.1} ${y + h} Q${x + w * 0.35} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.8} T${x + w} ${y + h * 0.7} V${y + h} Z" fill="#b9cfb2" opacity="0.8"/>
    <rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="#f7f5f0"/>`;
}

function floorAndWall(canvas: Canvas, scene: Scene, floorY: number): void {
  const { width, height } = STYLE_IMAGE_SIZE;
  canvas.raw(
    `<rect width="${width}" height="${floorY}" fill="${scene.wall}"/><rect width="${width}" height="${floorY}" fill="url(#wall-light)"/>`,
    `<radialGradient id="wall-light" cx="0.45" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.12"/></radialGradient>`,
  );
  canvas.surface({ x: 0, y: floorY, w: width, h: height - floorY }, scene.floor);
  canvas.raw(
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor-shade)"/>`,
    `<linearGradient id="floor-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>
      <stop offset="0.25" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  );
}

function kitchen(scene: Scene): string {
  const canvas = new Canvas();
  const floorY = 470;
  floorAndWall(canvas, scene, floorY);
  if (scene.details.includes('window')) canvas.raw(windowPane(300, 70, 200, 150));
  // wall cabinets (or open shelves) left and right of the window zone, a tall column on the right
  const upperY = 60;
  const upperH = 170;
  if (scene.details.includes('shelves')) {
    for (const y of [110, 190]) {
      canvas.surface({ x: 70, y, w: 210, h: 12 }, scene.accent);
      canvas.raw(
        [0, 1, 2, 3].map((k) => `<rect x="${90 + k * 48}" y="${y - 34 - (k % 2) * 8}" width="30" height="${34 + (k % 2) * 8}" rx="4" fill="${['#e9e4da', '#b7c4c9', '#d8c3a5', '#f4f1ea'][k]}"/>`).join(''),
      );
    }
  } else {
    canvas.surface({ x: 70, y: upperY, w: 210, h: upperH }, scene.accent);
    canvas.raw(fronts({ x: 70, y: upperY, w: 210, h: upperH }, 2, scene, 'middle', true));
  }
  canvas.surface({ x: 520, y: upperY, w: 110, h: upperH }, scene.accent);
  canvas.raw(fronts({ x: 520, y: upperY, w: 110, h: upperH }, 1, scene, 'middle', true));
  // splashback
  const worktopY = 318;
  if (scene.splash === 'tiles') {
    canvas.raw(
      `<rect x="70" y="240" width="560" height="${worktopY - 240}" fill="url(#tiles)"/>`,
      `<pattern id="tiles" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#b9b5ac"/>
        <rect x="1" y="1" width="38" height="8" rx="1" fill="#f3f1ec"/><rect x="-19" y="11" width="38" height="8" rx="1" fill="#eeebe4"/>
        <rect x="21" y="11" width="38" height="8" rx="1" fill="#eeebe4"/></pattern>`,
    );
  } else if (scene.splash === 'worktop') {
    canvas.surface({ x: 70, y: 240, w: 560, h: worktopY - 240 }, scene.worktop);
  }
  // worktop, base run, tall column
  canvas.surface({ x: 60, y: worktopY, w: 580, h: 16 }, scene.worktop);
  canvas.raw(`<rect x="60" y="${worktopY + 16}" width="580" height="4" fill="#000" opacity="0.3"/>`);
  const base = { x: 70, y: worktopY + 20, w: 560, h: floorY - worktopY - 34 };
  canvas.surface(base, scene.fronts);
  canvas.raw(
    fronts({ x: 70, y: base.y, w: 200, h: base.h }, 2, scene, 'top') +
      fronts({ x: 270, y: base.y, w: 120, h: base.h / 3 }, 1, scene, 'middle') +
      fronts({ x: 270, y: base.y + base.h / 3, w: 120, h: base.h / 3 }, 1, scene, 'middle') +
      fronts({ x: 270, y: base.y + (2 * base.h) / 3, w: 120, h: base.h / 3 }, 1, scene, 'middle') +
      fronts({ x: 390, y: base.y, w: 240, h: base.h }, 2, scene, 'top') +
      `<rect x="70" y="${floorY - 14}" width="560" height="14" fill="#000" opacity="0.55"/>`,
  );
  // hob and a tap on the worktop
  canvas.raw(
    `<rect x="420" y="${worktopY - 4}" width="120" height="5" rx="2" fill="#1c1c1c"/>
     <path d="M176 ${worktopY} v-44 q0 -14 16 -14 h10 q10 0 10 10 v6" fill="none" stroke="${scene.handleColor}" stroke-width="5" stroke-linecap="round"/>`,
  );
  const tall = { x: 650, y: 40, w: 110, h: floorY - 40 };
  canvas.surface(tall, scene.fronts);
  canvas.raw(fronts({ x: tall.x, y: tall.y, w: tall.w, h: 250 }, 1, scene, 'side', true) + fronts({ x: tall.x, y: tall.y + 250, w: tall.w, h: tall.h - 250 }, 1, scene, 'side', true));
  if (scene.details.includes('plant')) canvas.raw(plant(110, worktopY, scene.seed));
  if (scene.details.includes('pendants')) canvas.raw(pendants([330, 470], scene.handleColor));
  return canvas.toSvg(STYLE_IMAGE_SIZE.width, STYLE_IMAGE_SIZE.height);
}

function wardrobe(scene: Scene): string {
  const canvas = new Canvas();
  const floorY = 500;
  floorAndWall(canvas, scene, floorY);
  const body = { x: 90, y: 50, w: 540, h: floorY - 50 };
  canvas.surface(body, scene.fronts);
  // one door ajar shows the interior finish
  canvas.surface({ x: body.x + body.w - 4, y: body.y + 6, w: 58, h: body.h - 12 }, scene.accent);
  canvas.raw(
    fronts({ x: body.x, y: body.y, w: body.w, h: 70 }, 4, scene, 'middle') +
      fronts({ x: body.x, y: body.y + 70, w: body.w, h: body.h - 70 }, 4, scene, 'side', true) +
      `<rect x="${body.x + body.w - 4}" y="${body.y + 6}" width="58" height="${body.h - 12}" fill="none" stroke="#000" stroke-opacity="0.3"/>
       <rect x="${body.x - 4}" y="${floorY - 4}" width="${body.w + 62}" height="6" fill="#000" opacity="0.35"/>`,
  );
  if (scene.details.includes('bench')) {
    canvas.surface({ x: 660, y: 420, w: 120, h: 16 }, scene.accent);
    canvas.raw(`<rect x="668" y="436" width="8" height="64" fill="#2b2b2b"/><rect x="764" y="436" width="8" height="64" fill="#2b2b2b"/>`);
  }
  if (scene.details.includes('plant')) canvas.raw(plant(720, 420, scene.seed));
  if (scene.details.includes('rug')) canvas.raw(`<ellipse cx="380" cy="560" rx="260" ry="30" fill="#d8cfc2" opacity="0.85"/>`);
  return canvas.toSvg(STYLE_IMAGE_SIZE.width, STYLE_IMAGE_SIZE.height);
}

function closet(scene: Scene): string {
  const canvas = new Canvas();
  const floorY = 480;
  floorAndWall(canvas, scene, floorY);
  const rand = random(scene.seed);
  const garments = ['#1f2a44', '#c9b79c', '#7b2e3b', '#f1ede4', '#3d5a4a', '#8a8f96', '#d6a77a', '#2c2c2c'];
  for (let bay = 0; bay < 3; bay++) {
    const x = 60 + bay * 230;
    canvas.surface({ x, y: 40, w: 220, h: floorY - 40 }, scene.accent);
    canvas.raw(
      `<rect x="${x + 10}" y="50" width="200" height="${floorY - 60}" fill="#000" opacity="0.28"/>
       <rect x="${x + 10}" y="52" width="200" height="6" fill="#ffe6b0" opacity="0.7"/>`,
    );
    if (bay === 1) {
      // shelves of folded clothes
      for (const y of [150, 250, 350]) {
        canvas.surface({ x: x + 10, y, w: 200, h: 8 }, scene.fronts);
        let cursor = x + 18;
        while (cursor < x + 190) {
          const w = 36 + rand() * 10;
          const colour = garments[Math.floor(rand() * garments.length)];
          canvas.raw([0, 1, 2, 3].map((k) => `<rect x="${cursor}" y="${y - 10 - k * 10}" width="${w}" height="9" rx="2" fill="${mix(colour, '#ffffff', k * 0.06)}"/>`).join(''));
          cursor += w + 8;
        }
      }
    } else {
      // a hanging rail with garments
      canvas.raw(`<rect x="${x + 14}" y="96" width="192" height="5" rx="2" fill="${scene.handleColor}"/>`);
      let cursor = x + 22;
      while (cursor < x + 190) {
        const w = 16 + rand() * 12;
        const length = 140 + rand() * 150;
        const colour = garments[Math.floor(rand() * garments.length)];
        canvas.raw(
          `<path d="M${cursor + w / 2} 98 l0 8" stroke="#666" stroke-width="1.5"/>
           <path d="M${cursor} ${110} q${w / 2} -8 ${w} 0 l2 ${length} h${-w - 4} z" fill="${colour}"/>`,
        );
        cursor += w + 4;
      }
    }
  }
  // central island with a stone top
  canvas.surface({ x: 230, y: 380, w: 340, h: 18 }, scene.worktop);
  canvas.surface({ x: 240, y: 398, w: 320, h: floorY - 398 + 40 }, scene.fronts);
  canvas.raw(fronts({ x: 240, y: 398, w: 320, h: (floorY - 398 + 40) / 2 }, 2, scene, 'middle') +
    fronts({ x: 240, y: 398 + (floorY - 398 + 40) / 2, w: 320, h: (floorY - 398 + 40) / 2 }, 2, scene, 'middle'));
  if (scene.details.includes('pendants')) canvas.raw(pendants([400], '#c8a86a'));
  return canvas.toSvg(STYLE_IMAGE_SIZE.width, STYLE_IMAGE_SIZE.height);
}

function sceneImage(scene: Scene): Promise<Buffer> {
  const draw = { kitchen, wardrobe, closet }[scene.room];
  return webp(draw(scene));
}

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

const SURFACES = {
  oak: { kind: 'wood', light: '#dcb27a', dark: '#b8864f', seed: 4 },
  oakWorktop: { kind: 'wood', light: '#d9ae75', dark: '#b07c47', seed: 11, grain: 'horizontal' },
  ash: { kind: 'wood', light: '#eedcbf', dark: '#d2b890', seed: 21 },
  whiteOak: { kind: 'wood', light: '#e2c9a2', dark: '#c4a376', seed: 31 },
  smokedOak: { kind: 'wood', light: '#8a6a4f', dark: '#5b4332', seed: 41 },
  walnut: { kind: 'wood', light: '#7a5234', dark: '#4a2e1c', seed: 9 },
  elm: { kind: 'wood', light: '#e6d3b6', dark: '#c9ad86', seed: 51, grain: 'horizontal' },
  floorOak: { kind: 'wood', light: '#caa273', dark: '#a57a4c', seed: 61, grain: 'horizontal' },
  sage: { kind: 'lacquer', color: '#9caf94', gloss: 0 },
  navy: { kind: 'lacquer', color: '#2a3a55', gloss: 0.15 },
  terracotta: { kind: 'lacquer', color: '#c06a4b', gloss: 0 },
  satinWhite: { kind: 'lacquer', color: '#f1efe9', gloss: 0.35 },
  softWhite: { kind: 'lacquer', color: '#ebe7df', gloss: 0 },
  ivory: { kind: 'lacquer', color: '#efe6d2', gloss: 0.1 },
  dove: { kind: 'lacquer', color: '#b9b7b1', gloss: 0 },
  anthracite: { kind: 'lacquer', color: '#3b3d40', gloss: 0 },
  charcoal: { kind: 'lacquer', color: '#2e2f31', gloss: 0.05 },
  olive: { kind: 'lacquer', color: '#6f7350', gloss: 0.05 },
  whiteMelamine: { kind: 'lacquer', color: '#f5f5f2', gloss: 0.2 },
  greyMelamine: { kind: 'lacquer', color: '#cfd0cd', gloss: 0.2 },
  carrara: { kind: 'stone', base: '#f4f2ee', vein: '#8d8f93', seed: 2 },
  calacatta: { kind: 'stone', base: '#f7f3ea', vein: '#b08d57', seed: 8 },
  marquina: { kind: 'stone', base: '#1d1d1f', vein: '#d9d6cf', seed: 6 },
  concrete: { kind: 'concrete', color: '#a3a19c', seed: 3 },
  darkConcrete: { kind: 'concrete', color: '#6e6c69', seed: 13 },
  terrazzo: { kind: 'terrazzo', base: '#ece6dc', chips: ['#c06a4b', '#8aa08a', '#3b3d40', '#d9c7a7', '#f8f6f0'], seed: 5 },
  steel: { kind: 'metal', light: '#d9dde1', dark: '#8e959c', seed: 5 },
  blackSteel: { kind: 'metal', light: '#5d6166', dark: '#25272a', seed: 15 },
  brass: { kind: 'metal', light: '#e8cf8e', dark: '#a9864a', seed: 25 },
  aluminium: { kind: 'metal', light: '#4a4b4e', dark: '#1c1c1e', seed: 35 },
  linen: { kind: 'linen', color: '#d8cdb9', seed: 7 },
  taupe: { kind: 'linen', color: '#a89886', seed: 17 },
  cane: { kind: 'cane', color: '#d1a96b', backing: '#3a2a1c' },
  fluted: { kind: 'fluted', tint: '#b9c4c2' },
  bronzeMirror: { kind: 'mirror', tint: '#8a6e55' },
} satisfies Record<string, Surface>;

type SurfaceName = keyof typeof SURFACES;

const STYLES: { name: string; description: string; scene: Scene }[] = [
  {
    name: 'Scandinavian Oak Kitchen',
    description:
      'A bright, calm kitchen in natural oak and soft white: simple slab fronts, slim bar handles, light worktops and plenty of daylight.',
    scene: {
      room: 'kitchen', wall: '#f2efe9', floor: SURFACES.floorOak, fronts: SURFACES.oak, accent: SURFACES.satinWhite,
      worktop: SURFACES.carrara, doors: 'slab', handles: 'bar', handleColor: '#2b2b2b', splash: 'tiles',
      details: ['window', 'plant', 'pendants'], seed: 1,
    },
  },
  {
    name: 'Modern Handleless',
    description:
      'Clean lines for kitchen and wardrobe alike: handleless push-to-open fronts, integrated grip profiles and quiet matt finishes.',
    scene: {
      room: 'kitchen', wall: '#e6e4e0', floor: SURFACES.concrete, fronts: SURFACES.anthracite, accent: SURFACES.dove,
      worktop: SURFACES.marquina, doors: 'slab', handles: 'none', handleColor: '#b9b9b9', splash: 'worktop',
      details: ['pendants'], seed: 2,
    },
  },
  {
    name: 'Classic Shaker',
    description:
      'Timeless framed doors with painted finishes and brass knobs, for a welcoming family kitchen or a tailored bedroom wardrobe.',
    scene: {
      room: 'kitchen', wall: '#efe9dd', floor: SURFACES.floorOak, fronts: SURFACES.sage, accent: SURFACES.ivory,
      worktop: SURFACES.calacatta, doors: 'shaker', handles: 'knob', handleColor: '#b8955a', splash: 'tiles',
      details: ['window', 'plant'], seed: 3,
    },
  },
  {
    name: 'Industrial Loft',
    description:
      'A kitchen with character: dark timber, blackened steel, concrete worktops and open shelving under warm pendant light.',
    scene: {
      room: 'kitchen', wall: '#c9c2b8', floor: SURFACES.darkConcrete, fronts: SURFACES.smokedOak, accent: SURFACES.blackSteel,
      worktop: SURFACES.concrete, doors: 'slab', handles: 'bar', handleColor: '#1e1e1e', splash: 'paint',
      details: ['shelves', 'pendants', 'plant'], seed: 4,
    },
  },
  {
    name: 'Walk-in Closet Luxe',
    description:
      'A dressing room to linger in: open walnut bays with lit hanging rails, a marble-topped island of drawers and brass details throughout the closet.',
    scene: {
      room: 'closet', wall: '#e9e1d6', floor: SURFACES.floorOak, fronts: SURFACES.walnut, accent: SURFACES.smokedOak,
      worktop: SURFACES.calacatta, doors: 'slab', handles: 'bar', handleColor: '#c8a86a', splash: 'paint',
      details: ['pendants'], seed: 5,
    },
  },
  {
    name: 'Minimalist Wardrobe',
    description:
      'Floor-to-ceiling wardrobe doors in soft white with invisible grips: storage that disappears into the bedroom wall.',
    scene: {
      room: 'wardrobe', wall: '#eeebe6', floor: SURFACES.floorOak, fronts: SURFACES.softWhite, accent: SURFACES.ash,
      worktop: SURFACES.carrara, doors: 'slab', handles: 'none', handleColor: '#999999', splash: 'paint',
      details: ['bench', 'plant', 'rug'], seed: 6,
    },
  },
  {
    name: 'Mediterranean Terracotta',
    description:
      'Sun-warmed terracotta and olive tones, cane panels and terrazzo: a relaxed kitchen, and wardrobes with woven rattan doors.',
    scene: {
      room: 'kitchen', wall: '#f1e6d6', floor: SURFACES.terrazzo, fronts: SURFACES.terracotta, accent: SURFACES.ivory,
      worktop: SURFACES.terrazzo, doors: 'shaker', handles: 'leather', handleColor: '#7a4a2a', splash: 'tiles',
      details: ['window', 'plant'], seed: 7,
    },
  },
  {
    name: 'Japandi Calm',
    description:
      'Japanese restraint meets Nordic warmth: pale ash, linen textures and low contrast, for a serene wardrobe or an uncluttered kitchen.',
    scene: {
      room: 'wardrobe', wall: '#e7e1d7', floor: SURFACES.floorOak, fronts: SURFACES.ash, accent: SURFACES.linen,
      worktop: SURFACES.oakWorktop, doors: 'slab', handles: 'leather', handleColor: '#6b4f3a', splash: 'paint',
      details: ['plant', 'rug'], seed: 8,
    },
  },
];

const PALETTES: { name: string; description: string; colors: string[] }[] = [
  { name: 'Nordic Neutrals', description: 'Chalk white, pale oak and soft grey: light and airy.', colors: ['#f4f1ea', '#dcc7a8', '#b9b7b1', '#6f6a63'] },
  { name: 'Sage & Stone', description: 'Muted greens with warm stone and brass.', colors: ['#9caf94', '#6f7350', '#e6ddcc', '#b8955a'] },
  { name: 'Midnight Navy', description: 'Deep navy with crisp white and brushed brass accents.', colors: ['#1f2a44', '#2a3a55', '#f1efe9', '#c8a86a'] },
  { name: 'Warm Terracotta', description: 'Earthy terracotta, sand and olive, Mediterranean warmth.', colors: ['#c06a4b', '#e3b58f', '#f1e6d6', '#6f7350'] },
  { name: 'Monochrome Contrast', description: 'Black, white and concrete grey for a graphic look.', colors: ['#1d1d1f', '#3b3d40', '#a3a19c', '#f5f5f2'] },
  { name: 'Walnut & Cream', description: 'Rich walnut browns softened by cream and taupe.', colors: ['#4a2e1c', '#7a5234', '#efe6d2', '#a89886'] },
  { name: 'Coastal Blues', description: 'Sea glass, sky blue and driftwood.', colors: ['#b9c4c2', '#7fa3b5', '#3e6279', '#d8cdb9'] },
];

const CATEGORIES: DemoCatalogue['categories'] = [
  { name: 'Base Cabinet Fronts', description: 'Doors and drawer fronts for base cabinets below the worktop.', type: 'kitchen_lower', displayOrder: 1 },
  { name: 'Wall Cabinet Fronts', description: 'Fronts for wall-hung cabinets above the worktop.', type: 'kitchen_upper', displayOrder: 2 },
  { name: 'Tall Cabinet Fronts', description: 'Pantry, oven and fridge housings from floor to ceiling.', type: 'kitchen_tall', displayOrder: 3 },
  { name: 'Worktops', description: 'Quartz, marble, concrete, timber and steel worktops.', type: 'countertop', displayOrder: 4 },
  { name: 'Wardrobe Doors', description: 'Exterior doors and side panels of wardrobes and closets.', type: 'wardrobe_exterior', displayOrder: 5 },
  { name: 'Wardrobe Interiors', description: 'Carcass, shelf and drawer finishes inside wardrobes.', type: 'wardrobe_interior', displayOrder: 6 },
];

const S = {
  scandi: 'Scandinavian Oak Kitchen',
  handleless: 'Modern Handleless',
  shaker: 'Classic Shaker',
  industrial: 'Industrial Loft',
  closet: 'Walk-in Closet Luxe',
  minimal: 'Minimalist Wardrobe',
  med: 'Mediterranean Terracotta',
  japandi: 'Japandi Calm',
};
const ALL_STYLES = Object.values(S);

const MATERIALS: (Omit<DemoCatalogue['materials'][number], 'image'> & { surface: SurfaceName })[] = [
  // kitchen_lower
  { name: 'Natural Oak Veneer', categoryType: 'kitchen_lower', price: '€€€', surface: 'oak', styleNames: [S.scandi, S.japandi, S.shaker, S.handleless],
    description: 'Crown-cut European oak veneer with a clear matt lacquer that keeps the wood looking raw.' },
  { name: 'Matt Lacquer Sage', categoryType: 'kitchen_lower', price: '€€', surface: 'sage', styleNames: [S.shaker, S.scandi, S.med, S.japandi],
    description: 'A soft grey-green in a hard-wearing matt lacquer, wipe-clean and fingerprint resistant.' },
  { name: 'Smoked Walnut Veneer', categoryType: 'kitchen_lower', price: '€€€€', surface: 'walnut', styleNames: [S.industrial, S.handleless, S.closet, S.minimal],
    description: 'American black walnut with deep chocolate tones and a satin oiled finish.' },
  { name: 'Anthracite Super-Matt', categoryType: 'kitchen_lower', price: '€€€', surface: 'anthracite', styleNames: [S.industrial, S.handleless, S.minimal],
    description: 'Near-black nano-coated laminate with a velvet touch; micro-scratches heal with warmth.' },
  { name: 'Painted Navy', categoryType: 'kitchen_lower', price: '€€', surface: 'navy', styleNames: [S.shaker, S.closet],
    description: 'Deep navy painted MDF, lovely with brass handles and marble.' },
  { name: 'Terracotta Matt Lacquer', categoryType: 'kitchen_lower', price: '€€', surface: 'terracotta', styleNames: [S.med],
    description: 'A warm clay red in matt lacquer, inspired by Mediterranean tiles.' },
  // kitchen_upper
  { name: 'White Satin Lacquer', categoryType: 'kitchen_upper', price: '€', surface: 'satinWhite', styleNames: [S.scandi, S.shaker, S.handleless, S.minimal, S.med, S.japandi, S.closet],
    description: 'A crisp white satin finish that keeps wall cabinets light and unobtrusive.' },
  { name: 'Fluted Glass', categoryType: 'kitchen_upper', price: '€€€', surface: 'fluted', styleNames: [S.industrial, S.closet, S.handleless, S.med],
    description: 'Reeded glass panels in slim frames: soft glimpses of what is inside.' },
  { name: 'Pale Ash Veneer', categoryType: 'kitchen_upper', price: '€€', surface: 'ash', styleNames: [S.scandi, S.japandi, S.minimal],
    description: 'Light, straight-grained ash veneer with a whitened oil finish.' },
  { name: 'Dove Grey Matt Lacquer', categoryType: 'kitchen_upper', price: '€€', surface: 'dove', styleNames: [S.shaker, S.handleless, S.industrial, S.minimal],
    description: 'A gentle warm grey that pairs with every worktop.' },
  // kitchen_tall
  { name: 'Rift-Cut White Oak', categoryType: 'kitchen_tall', price: '€€€', surface: 'whiteOak', styleNames: [S.scandi, S.japandi, S.shaker, S.handleless],
    description: 'Rift-sawn oak with a calm, linear grain, ideal for tall pantry doors.' },
  { name: 'Charcoal Matt Lacquer', categoryType: 'kitchen_tall', price: '€€', surface: 'charcoal', styleNames: [S.industrial, S.handleless, S.minimal, S.closet],
    description: 'Dark charcoal that makes appliance housings recede.' },
  { name: 'Ivory Painted Tulipwood', categoryType: 'kitchen_tall', price: '€€', surface: 'ivory', styleNames: [S.shaker, S.med, S.scandi],
    description: 'Hand-painted solid tulipwood in a soft ivory, ready for a repaint in years to come.' },
  { name: 'Blackened Steel', categoryType: 'kitchen_tall', price: '€€€€', surface: 'blackSteel', styleNames: [S.industrial, S.handleless],
    description: 'Sheet steel, chemically darkened and waxed: every door is unique.' },
  { name: 'Olive Green Lacquer', categoryType: 'kitchen_tall', price: '€€', surface: 'olive', styleNames: [S.med, S.japandi, S.shaker, S.minimal],
    description: 'A deep olive in low-sheen lacquer for a grounded, natural look.' },
  // countertop
  { name: 'Carrara Quartz', categoryType: 'countertop', price: '€€€', surface: 'carrara', styleNames: [S.scandi, S.shaker, S.handleless, S.minimal, S.med, S.japandi, S.closet],
    description: 'Engineered quartz with soft grey Carrara veining: stain and scratch resistant.' },
  { name: 'Calacatta Gold Marble', categoryType: 'countertop', price: '€€€€', surface: 'calacatta', styleNames: [S.closet, S.shaker, S.med, S.handleless],
    description: 'Natural Italian marble with warm gold veins, honed and sealed.' },
  { name: 'Honed Concrete', categoryType: 'countertop', price: '€€', surface: 'concrete', styleNames: [S.industrial, S.minimal, S.japandi, S.handleless],
    description: 'Cast micro-concrete with a silky honed surface and natural pores.' },
  { name: 'Nero Marquina Marble', categoryType: 'countertop', price: '€€€€', surface: 'marquina', styleNames: [S.industrial, S.handleless, S.closet],
    description: 'Deep black Spanish marble with striking white veins.' },
  { name: 'Solid Oak Worktop', categoryType: 'countertop', price: '€€', surface: 'oakWorktop', styleNames: [S.scandi, S.japandi, S.shaker, S.med],
    description: 'Full-stave solid oak, oiled: warm to the touch and easy to renew.' },
  { name: 'Brushed Steel', categoryType: 'countertop', price: '€€€', surface: 'steel', styleNames: [S.industrial, S.handleless],
    description: 'Professional-grade brushed stainless steel with an integrated sink option.' },
  { name: 'Speckled Terrazzo', categoryType: 'countertop', price: '€€', surface: 'terrazzo', styleNames: [S.med, S.scandi],
    description: 'Playful terrazzo with marble chips in terracotta, sage and charcoal.' },
  // wardrobe_exterior
  { name: 'Smoked Oak Veneer', categoryType: 'wardrobe_exterior', price: '€€€', surface: 'smokedOak', styleNames: [S.closet, S.minimal, S.japandi, S.handleless, S.industrial],
    description: 'Fumed oak with a deep, even tone and a matt lacquer finish.' },
  { name: 'Cane Webbing Panels', categoryType: 'wardrobe_exterior', price: '€€€', surface: 'cane', styleNames: [S.med, S.japandi, S.scandi, S.shaker],
    description: 'Woven rattan cane set in solid frames: light, breathable and textured.' },
  { name: 'Bronze Tinted Mirror', categoryType: 'wardrobe_exterior', price: '€€€€', surface: 'bronzeMirror', styleNames: [S.closet, S.handleless, S.minimal, S.industrial],
    description: 'Warm bronze mirror doors that brighten a room with a soft glow.' },
  { name: 'Soft White Matt Lacquer', categoryType: 'wardrobe_exterior', price: '€', surface: 'softWhite', styleNames: [S.minimal, S.handleless, S.shaker, S.scandi, S.med],
    description: 'A quiet warm white that lets a full wall of doors disappear.' },
  { name: 'Linen Textured Laminate', categoryType: 'wardrobe_exterior', price: '€€', surface: 'linen', styleNames: [S.shaker, S.japandi, S.scandi, S.closet, S.industrial],
    description: 'Durable laminate with the look and touch of woven linen.' },
  // wardrobe_interior
  { name: 'White Melamine', categoryType: 'wardrobe_interior', price: '€', surface: 'whiteMelamine', styleNames: ALL_STYLES,
    description: 'Bright white melamine carcass with matching edging: practical and easy to clean.' },
  { name: 'Light Grey Melamine', categoryType: 'wardrobe_interior', price: '€', surface: 'greyMelamine', styleNames: [S.minimal, S.handleless, S.industrial, S.scandi],
    description: 'A soft light grey interior that shows off clothes without glare.' },
  { name: 'Elm Textured Melamine', categoryType: 'wardrobe_interior', price: '€€', surface: 'elm', styleNames: [S.japandi, S.scandi, S.shaker, S.med],
    description: 'Synchronised-pore elm decor, warm and natural inside the wardrobe.' },
  { name: 'Dark Walnut Veneer', categoryType: 'wardrobe_interior', price: '€€€€', surface: 'walnut', styleNames: [S.closet, S.industrial, S.handleless],
    description: 'Walnut veneered shelves and drawer boxes for a tailored dressing room.' },
  { name: 'Taupe Linen Lining', categoryType: 'wardrobe_interior', price: '€€€', surface: 'taupe', styleNames: [S.closet, S.minimal, S.shaker],
    description: 'Fabric-lined drawers and back panels in a soft taupe linen.' },
  // multi-purpose
  { name: 'Brushed Brass Trim', categoryType: null, price: '€€€', surface: 'brass', styleNames: [S.shaker, S.closet, S.med, S.handleless],
    description: 'Solid brass edge trims, plinths and handles with a hand-brushed finish.' },
  { name: 'Matt Black Aluminium Profile', categoryType: null, price: '€€', surface: 'aluminium', styleNames: [S.industrial, S.minimal, S.handleless, S.japandi],
    description: 'Anodised aluminium grip profiles and frames for any cabinet.' },
];

/** Colour chips for a palette card. */
function paletteImage(colors: string[]): Promise<Buffer> {
  const { width, height } = PALETTE_IMAGE_SIZE;
  const band = width / colors.length;
  const chips = colors
    .map((color, i) => `<rect x="${(i * band).toFixed(1)}" y="0" width="${(band + 1).toFixed(1)}" height="${height}" fill="${color}"/>`)
    .join('');
  const paper = `<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
      <stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;
  return webp(svg(width, height, [{ defs: paper, body: chips }], `<rect width="${width}" height="${height}" fill="url(#paper)"/>`));
}

let built: Promise<DemoCatalogue> | undefined;

/** Builds the demo catalogue (images included); the result is computed once per process. */
export function buildDemoCatalogue(): Promise<DemoCatalogue> {
  built ??= (async () => ({
    styles: await Promise.all(
      STYLES.map(async ({ name, description, scene }) => ({ name, description, image: await sceneImage(scene) })),
    ),
    palettes: await Promise.all(
      PALETTES.map(async (palette) => ({ ...palette, image: await paletteImage(palette.colors) })),
    ),
    categories: CATEGORIES,
    materials: await Promise.all(
      MATERIALS.map(async ({ surface, ...material }) => ({ ...material, image: await swatch(SURFACES[surface]) })),
    ),
  }))();
  return built;
}
