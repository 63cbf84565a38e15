// The organisation API's answers (docs/product/api-calls.md "Organisation"), written once for the server's response
// schemas and the web's types. Prices are integer cents.
import { z } from 'zod';
import { spanishTextsSchema } from '../catalog/catalog-api';
import { periodicitySchema } from '../ledger/periodicity';

/** A partner school (docs/product/entities.md). */
export const schoolSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  institutionId: z.number().nullable(),
});

/**
 * docs/product/entities.md degree program: id, name, schoolId, with its enrolment code and price. The price is
 * per `periodicity`, that of the plan the program is sold on (null: a program without a plan).
 */
export const degreeProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  schoolId: z.number(),
  enrollmentCode: z.string(),
  price: z.number().int(),
  periodicity: periodicitySchema.nullable(),
  /** Its Spanish name and description, when written (docs/languages.md "The catalog"). */
  es: spanishTextsSchema.optional(),
});

/** docs/product/entities.md: employers are referred to by employerId. */
export const employerSchema = z.object({
  id: z.number(),
  employerId: z.number(),
  name: z.string(),
  institutionId: z.number().nullable(),
});

/** An institution by name, as a list of them shows it (GET /organization-api/institutions). */
export const institutionSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
});

export const institutionSchema = institutionSummarySchema.extend({
  schools: z.array(schoolSchema),
});

export type School = z.infer<typeof schoolSchema>;
export type DegreeProgram = z.infer<typeof degreeProgramSchema>;
export type Employer = z.infer<typeof employerSchema>;
export type Institution = z.infer<typeof institutionSchema>;
export type InstitutionSummary = z.infer<typeof institutionSummarySchema>;

/** docs/product/entities.md organisation data "transcript partners": who receives transcripts for a student. */
export const transcriptPartnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
});
export type TranscriptPartner = z.infer<typeof transcriptPartnerSchema>;
