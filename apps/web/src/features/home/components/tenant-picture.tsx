import { IMAGE_WIDTHS } from '@portal/domain/content/page-content';
import { useTenant } from '@/lib/app-services';

export interface TenantPictureProps {
  /** The image's name in `tenants/<id>/images` (home.json). */
  name: string;
  /** Its text alternative; '' for a decorative picture. */
  alt: string;
  /** The `sizes` of the layout it sits in, so the browser picks the right width. */
  sizes: string;
  /** The hero loads at once; pictures below the fold wait until they are near. */
  priority?: boolean;
  className?: string;
}

// Every tenant image is 3:2 (scripts/tenant-images.mjs); width and height reserve its box.
const [SMALL, LARGE] = IMAGE_WIDTHS;

/**
 * A tenant image as a responsive WebP `<img>` with `srcset`, `sizes`, its box reserved and a
 * cache-versioned URL (the server makes it immutable). Plain HTML: no script needed.
 */
export function TenantPicture({
  name,
  alt,
  sizes,
  priority = false,
  className,
}: TenantPictureProps) {
  const { basePath, buildVersion } = useTenant();
  const src = (width: number) =>
    `${basePath}/tenant/images/${name}-${width}.webp?v=${encodeURIComponent(buildVersion)}`;
  return (
    <img
      className={className}
      src={src(SMALL)}
      srcSet={IMAGE_WIDTHS.map((width) => `${src(width)} ${width}w`).join(', ')}
      sizes={sizes}
      width={LARGE}
      height={(LARGE * 2) / 3}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
