// The provider's organisation data (SPEC §3): institutions, schools, employers, degree programs.
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

export const EMPLOYERS = [
  { id: 101, name: 'DaVita Kidney Care' },
  { id: 102, name: 'Harbor Logistics' },
  { id: 103, name: 'Evergreen Health Network' },
];

export const DEGREE_PROGRAMS = [
  {
    id: 1,
    name: 'Associate of Arts in General Studies',
    schoolId: 1,
    enrollmentCode: 'NOC-AAGS',
    priceCents: 29_900,
  },
  {
    id: 2,
    name: 'Bachelor of Science in Business Administration',
    schoolId: 1,
    enrollmentCode: 'NOC-BSBA',
    priceCents: 39_900,
  },
  {
    id: 3,
    name: 'Bachelor of General Studies',
    schoolId: 2,
    enrollmentCode: 'FHSU-BGS',
    priceCents: 34_900,
  },
  {
    id: 4,
    name: 'Bachelor of Science in Nursing Completion',
    schoolId: 3,
    enrollmentCode: 'UIW-RNBSN',
    priceCents: 44_900,
  },
  {
    id: 5,
    name: 'Associate of Science in Information Technology',
    schoolId: 4,
    enrollmentCode: 'PSC-ASIT',
    priceCents: 31_900,
  },
  {
    id: 6,
    name: 'Healthcare Administration Certificate',
    schoolId: 1,
    enrollmentCode: 'NOC-HCAC',
    priceCents: 6_945,
  },
  {
    id: 7,
    name: 'Teaching Foundations Certificate',
    schoolId: 1,
    enrollmentCode: 'NOC-TFC',
    priceCents: 6_945,
  },
  {
    id: 8,
    name: 'Computer Science Pathway',
    schoolId: 4,
    enrollmentCode: 'PSC-CSP',
    priceCents: 34_900,
  },
];
