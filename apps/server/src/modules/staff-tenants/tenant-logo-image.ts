import { AppError } from '../../http/app-error';
import type { TenantLogo } from '../../tenancy/tenant-registry';

// A logo uploaded in the console (docs/tenant-editing.md "The logo"): what is stored is never the
// bytes as sent. An SVG is sanitised by DOMPurify's SVG profile (no script, no event handler, no
// foreign object, no javascript: link) and must then still draw; anything else must decode as a
// PNG, JPEG or WebP image and is re-encoded to WebP, which drops its metadata.

/** libvips, loaded on the first logo: the portal's idle process does without it (docs/performance.md). */
const loadSharp = async () => (await import('sharp')).default;

const RASTER_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);
/** Wide enough for a header and a receipt at twice their size. */
const MAX_WIDTH = 800;
const MAX_HEIGHT = 400;
// A small file can still claim a huge canvas (a "decompression bomb").
const MAX_INPUT_PIXELS = 40_000_000;
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The bytes are an SVG document: its root element, after any prolog, is `<svg`. */
function isSvg(text: string): boolean {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(body);
}

async function sanitisedSvg(text: string): Promise<TenantLogo> {
  // Loaded on the first upload only: an idle portal never holds a DOM.
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const { window } = new JSDOM('');
  try {
    const purify = createDOMPurify(window);
    const root = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // An SVG file is XML: parsed as such, a stray HTML element cannot swallow what follows it.
      PARSER_MEDIA_TYPE: 'application/xhtml+xml',
      RETURN_DOM: true,
    }).firstElementChild;
    if (!root || root.tagName.toLowerCase() !== 'svg') throw new AppError('TENANT_LOGO_INVALID');
    // Served as a document of its own, the SVG needs its namespace.
    root.setAttribute('xmlns', SVG_NAMESPACE);
    const bytes = Buffer.from(root.outerHTML);
    // Whatever the sanitiser left must still be an image.
    await (
      await loadSharp()
    )(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return { bytes, type: 'image/svg+xml' };
  } finally {
    window.close();
  }
}

async function reencoded(upload: Buffer): Promise<TenantLogo> {
  const image = (await loadSharp())(upload, {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
  });
  const { format } = await image.metadata();
  if (!RASTER_FORMATS.has(format)) throw new AppError('TENANT_LOGO_INVALID');
  const bytes = await image
    .rotate()
    .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer();
  return { bytes, type: 'image/webp' };
}

/** The logo to store for an upload, or TENANT_LOGO_INVALID when it is not an image we can show safely. */
export async function safeTenantLogo(upload: Buffer): Promise<TenantLogo> {
  try {
    const text = upload.toString('utf8');
    return isSvg(text) ? await sanitisedSvg(text) : await reencoded(upload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own errors (not an image, truncated, too many pixels) are bad input, not a fault.
    throw new AppError('TENANT_LOGO_INVALID');
  }
}
