// The provider's organisation data (docs/product/entities.md): institutions, schools, employers.
// Degree programs are catalog entries (catalog/programs.json, read in catalog-data.ts).
// Prices are integer cents.
export const INSTITUTIONS = [
  { id: 1, name: 'Northbridge Online College' },
  { id: 2, name: 'Fort Hays State University' },
  { id: 3, name: 'University of the Incarnate Word' },
];

export const SCHOOLS = [
  { id: 1, key: 'northbridge', name: 'Northbridge Online College', institutionId: 1 },
  { id: 2, key: 'fhsu', name: 'Fort Hays State University', institutionId: 2 },
  { id: 3, key: 'uiw', name: 'University of the Incarnate Word', institutionId: 3 },
  { id: 4, key: 'prairie-state', name: 'Prairie State College', institutionId: 1 },
];

// The employers whose staff enrol through their own tenant site: ids match `employerId` in
// tenants/<id>/config.json.
export const EMPLOYERS = [
  { id: 1001, name: 'DaVita', institutionId: 1 },
  { id: 1002, name: 'Harborline Health', institutionId: 1 },
  { id: 1003, name: 'Summit Freight Lines', institutionId: 1 },
  { id: 1004, name: 'Northwind Outfitters', institutionId: 1 },
  { id: 1005, name: 'Meridian Hospitality Group', institutionId: 1 },
  { id: 1006, name: 'Keystone Credit Union', institutionId: 1 },
  { id: 1007, name: 'Pioneer Energy Cooperative', institutionId: 1 },
  { id: 1008, name: 'Metro Transit Authority', institutionId: 1 },
  { id: 1009, name: 'Atlas Mutual Insurance', institutionId: 1 },
];

/** Which programs each employer's staff may enrol in (ids of catalog/programs.json). */
const PROGRAMS_OF_EMPLOYER: Record<number, number[]> = {
  1001: [1, 4, 6, 7],
  1002: [1, 4, 6],
  1003: [1, 2, 5],
  1004: [1, 2],
  1005: [1, 2, 6],
  1006: [1, 2, 5],
  1007: [1, 5, 8],
  1008: [1, 2, 5],
  1009: [1, 2, 8],
};

export const EMPLOYER_DEGREE_PROGRAMS = Object.entries(PROGRAMS_OF_EMPLOYER).flatMap(
  ([employerId, programIds]) =>
    programIds.map((degreeProgramId) => ({ employerId: Number(employerId), degreeProgramId })),
);

/**
 * Transcript partners (docs/product/entities.md organisation data): services that receive a student's transcripts
 * for the schools they serve (docs/transcripts.md).
 */
export const TRANSCRIPT_PARTNERS = [
  { id: 1, name: 'Parchment Credentials Exchange', website: 'https://www.parchment.com' },
  {
    id: 2,
    name: 'National Student Clearinghouse',
    website: 'https://www.studentclearinghouse.org',
  },
  { id: 3, name: 'Acadeum Consortium', website: 'https://acadeum.com' },
];

/** Where the demo students' transcripts go: their target institution and transcript partner. */
export const DEMO_TRANSCRIPT_DESTINATION = { targetInstitutionId: 2, transcriptPartnerId: 1 };
