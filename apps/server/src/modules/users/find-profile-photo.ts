import type { Executor } from '../../db/database';
import { found } from '../../http/app-error';
import { profilePhotoQueries } from './profile-photo-queries';

/** GET /user-api/users/profilePhoto/{id}: the student's own photo; another's is NOT_FOUND. */
export async function findProfilePhoto(options: {
  db: Executor;
  tenantId: string;
  userId: string;
  photoId: string;
}) {
  const { db, tenantId, userId, photoId } = options;
  return found(await profilePhotoQueries.findOwn(db, { tenantId, userId }, photoId));
}
