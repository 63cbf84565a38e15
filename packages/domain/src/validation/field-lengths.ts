// The longest text each field takes, in one table that the web forms (their `maxLength`) and the
// server's validation both read, so that the browser never lets through text the server refuses.
// No zod here: the web bundle imports this file for the numbers alone.

/**
 * The longest text each kind of field takes, the same for every form and route that has the field
 * (an e-mail that registers must also sign in). Longer text is 'too long', not stored.
 */
export const FIELD_MAX_LENGTH = {
  /** RFC 5321's longest deliverable address. */
  email: 254,
  personName: 60,
  addressText: 100,
  explanation: 100,
  freeText: 5000,
  /** The catalog's course search box (a course's name or code). */
  courseSearch: 80,
  /** The reference of a prior-credit request (a certificate or exam number). */
  priorCreditReference: 100,
  /** The subject line of a help-center support request. */
  supportSubject: 150,
  /** A course's or category's name, a topic, a grading item (docs/catalog-editing.md). */
  catalogName: 120,
  /** A course's or category's description and a course's text. */
  catalogText: 2000,
  /** A promotion code, as the enrolment form takes it and the catalog names it. */
  promoCode: 40,
} as const;

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
