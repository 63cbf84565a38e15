import { z } from 'zod';
import { spanishTextsSchema } from '../catalog/catalog-api';
import { languageSchema } from '../i18n/languages';
import { sentFeedbackSchema } from './feedback';

/** GET/POST/PUT /user-api/users: the User entity of docs/product/entities.md as the API returns it. */
export const userProfileSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  accessCode: z.string().nullable(),
  clientId: z.string(),
  employerId: z.number().nullable(),
  addresses: z.array(
    z.object({
      addressType: z.string(),
      address1: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      zipCode: z.string(),
    }),
  ),
  attributes: z.object({ userData: z.unknown().nullable(), orientationStarted: z.boolean() }),
  degreeProgram: z
    .object({
      id: z.number(),
      name: z.string(),
      /** Its Spanish name, when the catalog has one (docs/languages.md "The catalog"). */
      es: spanishTextsSchema.pick({ name: true }).optional(),
      schoolId: z.number(),
    })
    .nullable(),
  feedbacks: z.array(sentFeedbackSchema),
  phoneNumbers: z.array(z.string()),
  /** The path to GET the photo from (with the bearer token), or null (profile-photo.ts). */
  profilePhoto: z.string().nullable(),
  subscribedToSms: z.boolean(),
  targetDateProgress: z.string().nullable(),
  targetInstitutionId: z.number().nullable(),
  transcriptPartnerId: z.number().nullable(),
  policyAgreementStatus: z.object({ policyVersion: z.string().nullable() }),
  /** The language the student chose to read the portal in, or null (docs/languages.md). */
  language: languageSchema.nullable(),
});

/** PUT /user-api/users/language: the language the student reads the portal in from now on. */
export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
