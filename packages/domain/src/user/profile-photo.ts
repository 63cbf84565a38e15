// docs/product/validation.md and constants-and-limits.md "Profile image limit: 500KB", read as 500 × 1024 bytes. The error is
// IMAGE_TOO_LARGE.
export const PROFILE_PHOTO_MAX_BYTES = 500 * 1024;

export function isProfilePhotoTooLarge(sizeBytes: number): boolean {
  return sizeBytes > PROFILE_PHOTO_MAX_BYTES;
}

/**
 * The types a student may upload (POST /user-api/users/profilePhoto, the image as the raw body).
 * The server decides by the bytes, not by this header or the file's name: anything that does not
 * decode as one of these is IMAGE_NOT_SUPPORTED.
 */
export const PROFILE_PHOTO_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Every stored photo is re-encoded to this type, without metadata. */
export const PROFILE_PHOTO_STORED_TYPE = 'image/webp';

/** The longest side of a stored photo, in pixels: the page shows it at 96 px at most, the menu at 28. */
export const PROFILE_PHOTO_MAX_SIDE = 256;

/** Where a photo is read back (GET, with the bearer token): the user profile's `profilePhoto`. */
export function profilePhotoPath(photoId: string): string {
  return `/user-api/users/profilePhoto/${photoId}`;
}
