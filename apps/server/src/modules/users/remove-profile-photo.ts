import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { profilePhotoQueries } from './profile-photo-queries';
import { announceUser } from './user-events';

/** DELETE /user-api/users/profilePhoto/{id}: removes the student's own photo; another's is NOT_FOUND. */
export async function removeProfilePhoto(options: {
  db: Database;
  tenantId: string;
  userId: string;
  photoId: string;
  now: () => Date;
}): Promise<void> {
  const owner = { tenantId: options.tenantId, userId: options.userId };
  await options.db.transaction(async (tx) => {
    const removed = await profilePhotoQueries.removeOwn(tx, owner, options.photoId);
    if (removed === 0) throw new AppError('NOT_FOUND');
    await announceUser(tx, owner, options.now());
  });
}
