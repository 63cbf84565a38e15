// SPEC §5 and §9 "Profile image limit: 500KB", read as 500 × 1024 bytes. The error is
// IMAGE_TOO_LARGE.
export const PROFILE_PHOTO_MAX_BYTES = 500 * 1024;

export function isProfilePhotoTooLarge(sizeBytes: number): boolean {
  return sizeBytes > PROFILE_PHOTO_MAX_BYTES;
}
