// Draws the storefront's home-page images (docs/storefront.md) from SVG with sharp: a hero per tenant that
// has one and a card picture per degree program, in the tenant's colours, written as WebP at
// every stored width (packages/domain/src/content/page-content.ts IMAGE_WIDTHS) into
// tenants/<id>/images/. Run `node scripts/tenant-images.mjs` after changing a drawing; the files
// are committed, so the server never draws them (sharp is already the server's dependency, for
// profile photos).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WIDTHS = [480, 960];
// Both kinds are 3:2, the shape the style sheet reserves for them (no layout shift).
const VIEW = { width: 960, height: 640 };

/** A landscape at dawn: sky, sun, layered hills and a winding path towards the horizon. */
function heroSvg({ sky, sun, hills, path: road }) {
  const { width, height } = VIEW;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.68" cy="0.42" r="0.45">
      <stop offset="0" stop-color="${sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="650" cy="270" r="72" fill="${sun}"/>
  <path d="M0 400 C160 330 300 360 450 390 S760 320 960 360 V640 H0Z" fill="${hills[0]}"/>
  <path d="M0 470 C200 410 360 450 520 470 S820 420 960 450 V640 H0Z" fill="${hills[1]}"/>
  <path d="M0 560 C220 510 420 540 600 560 S860 530 960 545 V640 H0Z" fill="${hills[2]}"/>
  <path d="M470 640 C520 590 440 560 560 520 S640 470 620 430" fill="none" stroke="${road}" stroke-width="18" stroke-linecap="round" opacity="0.85"/>
</svg>`;
}

const ICONS = {
  // A graduation cap.
  cap: (c) =>
    `<path d="M480 240 L640 310 L480 380 L320 310Z" fill="${c}"/><path d="M390 345 V405 C430 440 530 440 570 405 V345 L480 385Z" fill="${c}" opacity="0.85"/><path d="M620 318 V400" stroke="${c}" stroke-width="10"/><circle cx="620" cy="410" r="14" fill="${c}"/>`,
  // A rising bar chart.
  chart: (c) =>
    `<rect x="350" y="360" width="60" height="90" rx="6" fill="${c}" opacity="0.7"/><rect x="440" y="300" width="60" height="150" rx="6" fill="${c}" opacity="0.85"/><rect x="530" y="230" width="60" height="220" rx="6" fill="${c}"/><path d="M340 330 L450 260 L520 290 L620 200" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
  // A cross in a circle, for health.
  health: (c) =>
    `<circle cx="480" cy="330" r="120" fill="none" stroke="${c}" stroke-width="14"/><path d="M450 250 H510 V300 H560 V360 H510 V410 H450 V360 H400 V300 H450Z" fill="${c}"/>`,
  // A network of nodes, for information technology.
  network: (c) =>
    `<g stroke="${c}" stroke-width="8"><path d="M380 260 L480 330 L590 250 M480 330 L420 430 M480 330 L570 420"/></g><g fill="${c}"><circle cx="380" cy="260" r="26"/><circle cx="590" cy="250" r="26"/><circle cx="480" cy="330" r="34"/><circle cx="420" cy="430" r="26"/><circle cx="570" cy="420" r="26"/></g>`,
  // Code brackets, for computer science.
  code: (c) =>
    `<path d="M410 250 L330 330 L410 410 M550 250 L630 330 L550 410" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/><path d="M505 235 L455 425" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
  // An open book, for teaching.
  book: (c) =>
    `<path d="M480 270 C430 240 370 235 320 250 V420 C370 405 430 410 480 440Z" fill="${c}" opacity="0.85"/><path d="M480 270 C530 240 590 235 640 250 V420 C590 405 530 410 480 440Z" fill="${c}"/>`,
};

/** A program card: a soft gradient, a few circles and the program's subject drawn large. */
function programSvg({ from, to, ink, icon }) {
  const { width, height } = VIEW;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="120" cy="90" r="180" fill="#ffffff" opacity="0.08"/>
  <circle cx="860" cy="560" r="240" fill="#ffffff" opacity="0.07"/>
  <circle cx="480" cy="330" r="190" fill="#ffffff" opacity="0.12"/>
  ${ICONS[icon](ink)}
</svg>`;
}

async function write(tenant, name, svg) {
  const dir = path.join(ROOT, 'tenants', tenant, 'images');
  await mkdir(dir, { recursive: true });
  for (const width of WIDTHS) {
    const file = path.join(dir, `${name}-${width}.webp`);
    await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 70, effort: 6 }).toFile(file);
  }
}

const HEROES = {
  default: {
    sky: ['#d9e8f5', '#fbe3b0'],
    sun: '#f2a900',
    hills: ['#6f93b8', '#3b6a96', '#1f4e79'],
    path: '#fff4d6',
  },
  fhsu: {
    sky: ['#f4ecd6', '#f7d98a'],
    sun: '#d4a017',
    hills: ['#8a8070', '#54504a', '#2b2b2b'],
    path: '#fff8e6',
  },
  uiw: {
    sky: ['#f7e1e6', '#fde9d9'],
    sun: '#e8a33d',
    hills: ['#d0707f', '#a0263f', '#6e0a22'],
    path: '#fff3f0',
  },
};

// Drawn for the default tenant, whose images every tenant may use (the server falls back to them).
const PROGRAMS = {
  'noc-aags': { from: '#dbe7f3', to: '#9dbbd9', ink: '#1f4e79', icon: 'cap' },
  'noc-bsba': { from: '#e3eef9', to: '#a9c4e0', ink: '#17395a', icon: 'chart' },
  'fhsu-bgs': { from: '#f6ead0', to: '#e2c476', ink: '#2b2b2b', icon: 'cap' },
  'uiw-rnbsn': { from: '#f8dde3', to: '#e59aa9', ink: '#8c0025', icon: 'health' },
  'psc-asit': { from: '#dcefe9', to: '#8fc9b8', ink: '#1d5b4c', icon: 'network' },
  'noc-hcac': { from: '#e1f0f1', to: '#9ccfd3', ink: '#1c5e66', icon: 'health' },
  'noc-tfc': { from: '#fbefd6', to: '#f2c66b', ink: '#6b4a00', icon: 'book' },
  'psc-csp': { from: '#e5e3f5', to: '#aaa4dc', ink: '#35307a', icon: 'code' },
};

for (const [tenant, colours] of Object.entries(HEROES))
  await write(tenant, 'hero', heroSvg(colours));
for (const [code, look] of Object.entries(PROGRAMS))
  await write('default', `program-${code}`, programSvg(look));
