import { asc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentPlans } from '../catalog/catalog-tables';
import {
  degreePrograms,
  employerDegreePrograms,
  employers,
  institutions,
  schools,
  promotions,
  transcriptPartners,
} from './organization-tables';
import { asRecordId } from '@portal/domain/validation/record-id';

/** A program's columns, and the price and periodicity of its plan (docs/catalog-editing.md). */
const programWithPlan = {
  ...getTableColumns(degreePrograms),
  planPriceCents: paymentPlans.priceCents,
  periodicity: paymentPlans.periodicity,
};

export const organizationQueries = {
  schools: (db: Executor) => db.select().from(schools).orderBy(asc(schools.name)),

  async school(db: Executor, idOrKey: string) {
    const id = asRecordId(idOrKey);
    const byId = id === undefined ? undefined : eq(schools.id, id);
    const key = eq(schools.key, idOrKey);
    const [row] = await db
      .select()
      .from(schools)
      .where(byId ? or(byId, key) : key);
    return row;
  },

  institutions: (db: Executor) => db.select().from(institutions).orderBy(asc(institutions.name)),

  async institution(db: Executor, id: number) {
    const [row] = await db.select().from(institutions).where(eq(institutions.id, id));
    return row;
  },

  schoolsOfInstitution: (db: Executor, institutionId: number) =>
    db
      .select()
      .from(schools)
      .where(eq(schools.institutionId, institutionId))
      .orderBy(asc(schools.name)),

  /**
   * Every degree program, or the one whose enrollment code is `code`, with the price and periodicity
   * of the plan it is sold on, null without a plan.
   */
  degreePrograms: (db: Executor, code?: string) =>
    db
      .select(programWithPlan)
      .from(degreePrograms)
      .leftJoin(paymentPlans, eq(paymentPlans.degreeProgramId, degreePrograms.id))
      .where(code === undefined ? undefined : eq(degreePrograms.enrollmentCode, code))
      .orderBy(asc(degreePrograms.id)),

  employers: (db: Executor) => db.select().from(employers).orderBy(asc(employers.name)),

  async employer(db: Executor, id: number) {
    const [row] = await db.select().from(employers).where(eq(employers.id, id));
    return row;
  },

  degreeProgramsOfEmployer: (db: Executor, employerId: number) =>
    db
      .select({ program: programWithPlan })
      .from(employerDegreePrograms)
      .innerJoin(degreePrograms, eq(degreePrograms.id, employerDegreePrograms.degreeProgramId))
      .leftJoin(paymentPlans, eq(paymentPlans.degreeProgramId, degreePrograms.id))
      .where(eq(employerDegreePrograms.employerId, employerId))
      .orderBy(asc(degreePrograms.id)),

  async promotion(db: Executor, code: string) {
    const [promotion] = await db
      .select()
      .from(promotions)
      .where(eq(promotions.code, code.trim().toUpperCase()));
    return promotion;
  },

  transcriptPartners: (db: Executor) =>
    db.select().from(transcriptPartners).orderBy(asc(transcriptPartners.name)),

  async transcriptPartner(db: Executor, id: number) {
    const [row] = await db.select().from(transcriptPartners).where(eq(transcriptPartners.id, id));
    return row;
  },
};
