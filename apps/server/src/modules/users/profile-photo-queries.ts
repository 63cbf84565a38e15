import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { profilePhotos } from './user-tables';

interface Owner {
  tenantId: string;
  userId: string;
}

const ownPhoto = (owner: Owner) =>
  and(eq(profilePhotos.tenantId, owner.tenantId), eq(profilePhotos.userId, owner.userId));

export const profilePhotoQueries = {
  /** The user's one photo: a new upload replaces the previous one (and its id). */
  replace: (
    db: Executor,
    owner: Owner,
    photo: { id: string; contentType: string; bytes: Buffer },
  ) =>
    db
      .insert(profilePhotos)
      .values({ ...owner, ...photo })
      .onConflictDoUpdate({
        target: [profilePhotos.tenantId, profilePhotos.userId],
        set: { id: photo.id, contentType: photo.contentType, bytes: photo.bytes },
      }),

  /** The photo by id, only if it is this user's own (another's reads as missing). */
  async findOwn(db: Executor, owner: Owner, photoId: string) {
    const [row] = await db
      .select({ contentType: profilePhotos.contentType, bytes: profilePhotos.bytes })
      .from(profilePhotos)
      .where(and(ownPhoto(owner), eq(profilePhotos.id, photoId)));
    return row;
  },

  async idOf(db: Executor, owner: Owner) {
    const [row] = await db
      .select({ id: profilePhotos.id })
      .from(profilePhotos)
      .where(ownPhoto(owner));
    return row?.id;
  },

  /** Removes the photo if it is this user's own; the number of rows removed (0 or 1). */
  async removeOwn(db: Executor, owner: Owner, photoId: string) {
    const removed = await db
      .delete(profilePhotos)
      .where(and(ownPhoto(owner), eq(profilePhotos.id, photoId)))
      .returning({ id: profilePhotos.id });
    return removed.length;
  },
};
