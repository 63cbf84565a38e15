import {
  PROFILE_PHOTO_MAX_SIDE,
  PROFILE_PHOTO_STORED_TYPE,
} from '@portal/domain/user/profile-photo';
import { AppError } from '../../http/app-error';

const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);

// A 500 KB PNG can still claim a huge canvas (a "decompression bomb"); refuse more pixels than a
// 40-megapixel photo before decoding them.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks that the bytes really are a PNG, JPEG or WebP image (by their content: the file's name
 * and declared type are not trusted, OWASP ASVS 5.2.2), then re-encodes the first frame to WebP
 * of at most PROFILE_PHOTO_MAX_SIDE pixels a side. Re-encoding keeps no metadata: EXIF (camera,
 * GPS position), XMP and ICC profiles are dropped; EXIF orientation is applied first so the
 * photo stays upright.
 */
export async function reencodeProfilePhoto(
  upload: Buffer,
): Promise<{ contentType: string; bytes: Buffer }> {
  // Loaded on the first upload: libvips is some 30 MB of the process that only this path uses.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(upload, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new AppError('IMAGE_NOT_SUPPORTED');
    const bytes = await image
      .rotate()
      .resize({
        width: PROFILE_PHOTO_MAX_SIDE,
        height: PROFILE_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { contentType: PROFILE_PHOTO_STORED_TYPE, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own errors (not an image, truncated, too many pixels) are bad input, not a fault.
    throw new AppError('IMAGE_NOT_SUPPORTED');
  }
}
