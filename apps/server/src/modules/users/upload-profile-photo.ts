import { randomUUID } from 'node:crypto';
import { isProfilePhotoTooLarge } from '@portal/domain/user/profile-photo';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { reencodeProfilePhoto } from './profile-photo-image';
import { profilePhotoQueries } from './profile-photo-queries';
import { announceUser } from './user-events';

/**
 * POST /user-api/users/profilePhoto: the signed-in student's new photo. The image is checked and
 * re-encoded before the transaction opens (decoding is the slow part and PGlite has one
 * connection); the photo and the user's live event then commit together.
 */
export async function uploadProfilePhoto(options: {
  db: Database;
  tenantId: string;
  userId: string;
  upload: Buffer;
  now: () => Date;
}): Promise<void> {
  const { db, tenantId, userId, upload } = options;
  // The route's body limit refuses larger bodies first; this holds if the route ever changes.
  if (isProfilePhotoTooLarge(upload.length)) throw new AppError('IMAGE_TOO_LARGE');
  const photo = await reencodeProfilePhoto(upload);
  const owner = { tenantId, userId };
  await db.transaction(async (tx) => {
    await profilePhotoQueries.replace(tx, owner, { id: randomUUID(), ...photo });
    await announceUser(tx, owner, options.now());
  });
}
