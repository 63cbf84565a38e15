import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { OWNER, ownedByReader, preparedOwnerRead, preparedRead } from '../../db/prepared-read';
import { queryRows } from '../../db/query-rows';
import { degreePrograms } from '../organization/organization-tables';
import { profilePhotos, userAddresses, users } from './user-tables';

export type NewUser = typeof users.$inferInsert;

interface Owner {
  tenantId: string;
  userId: string;
}

const ownUser = (owner: Owner) =>
  and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId));

// The profile is read on every signed-in page: prepared (docs/performance.md "Prepared reads").
const profileOf = preparedOwnerRead('user_profile', (db, name) =>
  db
    .select({ user: users, degreeProgram: degreePrograms, photoId: profilePhotos.id })
    .from(users)
    .leftJoin(degreePrograms, eq(degreePrograms.id, users.degreeProgramId))
    .leftJoin(
      profilePhotos,
      and(eq(profilePhotos.tenantId, users.tenantId), eq(profilePhotos.userId, users.id)),
    )
    .where(and(eq(users.tenantId, OWNER.tenantId), eq(users.id, OWNER.userId)))
    .prepare(name),
);

const addressesOf = preparedOwnerRead('user_addresses', (db, name) =>
  db.select().from(userAddresses).where(ownedByReader(userAddresses)).prepare(name),
);

/** What registration stores of a new account. */
type Registered = Pick<
  NewUser,
  | 'tenantId'
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'scopes'
  | 'grants'
  | 'language'
>;

// Registration's one write, prepared as sign-in's are (docs/performance.md "Sign-in").
const insertRegistered = preparedRead((db) => {
  const value = (name: keyof Registered) => sql.placeholder(name);
  return db
    .insert(users)
    .values({
      tenantId: value('tenantId'),
      email: value('email'),
      passwordHash: value('passwordHash'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      scopes: value('scopes'),
      grants: value('grants'),
      language: value('language'),
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id })
    .prepare('insert_registered_user');
});

export const userQueries = {
  /** The tenant of the user with this id, if there is one. */
  async tenantOf(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, userId));
    return row?.tenantId;
  },

  /** Undefined when the e-mail is taken in this tenant (the unique index decides, race-free). */
  async insertUser(db: Executor, user: Registered) {
    const [created] = await insertRegistered(db, user);
    return created;
  },

  setDegreeProgram: (db: Executor, owner: Owner, degreeProgramId: number) =>
    db.update(users).set({ degreeProgramId }).where(ownUser(owner)),

  setAccessCode: (db: Executor, owner: Owner, accessCode: string) =>
    db.update(users).set({ accessCode }).where(ownUser(owner)),

  async findProfile(db: Executor, tenantId: string, userId: string) {
    const [row] = await profileOf(db, { tenantId, userId });
    if (!row) return undefined;
    const addresses = await addressesOf(db, { tenantId, userId });
    return { ...row, addresses };
  },

  /** What the onboarding permission rules read about the user (docs/product/states-and-transitions.md). */
  async onboardingState(db: Executor, tenantId: string, userId: string) {
    const [row] = await db
      .select({
        userData: users.userData,
        orientationStarted: users.orientationStarted,
        courseCount: sql<number>`(select count(*)::int from coursework_enrollments c
          where c.tenant_id = ${tenantId} and c.user_id = ${userId})`,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    return row;
  },

  updateProfile: (
    db: Executor,
    tenantId: string,
    userId: string,
    changes: Partial<
      Pick<
        NewUser,
        | 'firstName'
        | 'lastName'
        | 'dateOfBirth'
        | 'phoneNumbers'
        | 'targetDateProgress'
        | 'subscribedToSms'
        | 'userData'
        | 'orientationStarted'
        | 'policyVersion'
        | 'targetInstitutionId'
        | 'transcriptPartnerId'
        | 'language'
      >
    >,
  ) =>
    db
      .update(users)
      .set(changes)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),

  /** Whether another account of the tenant signs in with `email`. */
  async emailTakenByOther(db: Executor, owner: Owner, email: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.tenantId, owner.tenantId), eq(users.email, email), ne(users.id, owner.userId)),
      );
    return row !== undefined;
  },

  /** A staff correction (docs/staff-console.md "Acting on a student"): names, e-mail, phones. */
  setContactDetails: (
    db: Executor,
    owner: Owner,
    details: Pick<NewUser, 'firstName' | 'lastName' | 'email' | 'phoneNumbers'>,
  ) => db.update(users).set(details).where(ownUser(owner)),

  /**
   * Adds the address unless the user already has one of its type, in one statement: whether it
   * was added. An address of that type saved meanwhile by another transaction is never replaced.
   */
  async addAddressUnlessKept(
    db: Executor,
    owner: Owner,
    address: Omit<typeof userAddresses.$inferInsert, 'tenantId' | 'userId' | 'id'> & {
      country: string;
    },
  ) {
    const added = await queryRows(
      db,
      sql`insert into ${userAddresses}
            (tenant_id, user_id, address_type, address1, city, state, country, zip_code)
          select ${owner.tenantId}, ${owner.userId}::uuid, ${address.addressType}, ${address.address1},
            ${address.city}, ${address.state}, ${address.country}, ${address.zipCode}
          where not exists (
            select 1 from ${userAddresses}
            where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}
              and address_type = ${address.addressType})
          returning id`,
    );
    return added.length > 0;
  },

  /** Replaces the user's addresses of the types given. */
  async replaceAddresses(
    db: Executor,
    tenantId: string,
    userId: string,
    addresses: Omit<typeof userAddresses.$inferInsert, 'tenantId' | 'userId'>[],
  ) {
    for (const addressType of new Set(addresses.map((a) => a.addressType))) {
      await db
        .delete(userAddresses)
        .where(
          and(
            eq(userAddresses.tenantId, tenantId),
            eq(userAddresses.userId, userId),
            eq(userAddresses.addressType, addressType),
          ),
        );
    }
    await db.insert(userAddresses).values(addresses.map((a) => ({ ...a, tenantId, userId })));
  },
};
