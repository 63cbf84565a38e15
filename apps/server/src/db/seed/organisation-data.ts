// The provider's organisation data (docs/product/entities.md): institutions, schools, employers, degree programs.
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

/** Which programs each employer's staff may enrol in (program ids of DEGREE_PROGRAMS). */
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
 * The course codes of each degree program, in study order: orientation first, then prerequisites
 * before the courses that need them.
 */
export const DEGREE_PROGRAM_COURSES: Record<number, string[]> = {
  1: [
    'ORI001',
    'ACA101',
    'ENG101',
    'MTH120',
    'PSY101',
    'BUS101',
    'CSC110',
    'ENG102',
    'COM110',
    'BIO110',
    'ECO201',
    'MTH150',
  ],
  2: [
    'ORI001',
    'BUS101',
    'ENG101',
    'MTH120',
    'ACC201',
    'ECO201',
    'ECO202',
    'MGT201',
    'MKT201',
    'ACC202',
    'BUS210',
    'BUS220',
    'FIN250',
    'MTH150',
    'BUS250',
  ],
  3: [
    'ORI001',
    'PACA101',
    'ACA101',
    'ENG101',
    'COM110',
    'MTH120',
    'PSY101',
    'BUS101',
    'ITS101',
    'ENG102',
    'ECO202',
    'MTH150',
  ],
  4: [
    'ORI001',
    'PACA101',
    'ENG102',
    'COM110',
    'PSY210',
    'MTH150',
    'NUT201',
    'BIO220',
    'HSC210',
    'HSC220',
    'HCA220',
    'HCA210',
  ],
  5: [
    'ORI001',
    'ITS101',
    'ITS120',
    'NET150',
    'SEC110',
    'MTH120',
    'CSC110',
    'ITS130',
    'ITS210',
    'NET210',
    'SEC210',
    'NET230',
    'ITS220',
  ],
  6: [
    'ORI001',
    'HSC101',
    'HCA101',
    'BUS101',
    'MGT201',
    'HCA210',
    'HCA220',
    'HCA240',
    'HCA230',
    'MGT220',
  ],
  7: ['ORI001', 'EDU101', 'PSY101', 'ECE120', 'EDU140', 'EDU201', 'EDU210', 'EDU220', 'EDU230'],
  8: [
    'ORI001',
    'CSC110',
    'MTH120',
    'CSC120',
    'CSC130',
    'MTH160',
    'DBS201',
    'CSC220',
    'CSC230',
    'MTH170',
    'CSC240',
    'CSC250',
    'MTH210',
  ],
};

export const DEGREE_PROGRAMS = [
  {
    id: 1,
    name: 'Associate of Arts in General Studies',
    description:
      "A two-year general education degree covering writing, mathematics, science, social science and an introduction to business and computing. It transfers into most bachelor's programs and suits learners who want a broad foundation before choosing a major.",
    schoolId: 1,
    enrollmentCode: 'NOC-AAGS',
    priceCents: 29_900,
  },
  {
    id: 2,
    name: 'Bachelor of Science in Business Administration',
    description:
      'A business degree covering accounting, economics, management, marketing, law and finance. Graduates are prepared for supervisory and analyst roles in companies of any size.',
    schoolId: 1,
    enrollmentCode: 'NOC-BSBA',
    priceCents: 39_900,
  },
  {
    id: 3,
    name: 'Bachelor of General Studies',
    description:
      "A flexible bachelor's degree for adult learners that combines transfer credit and prior learning with a core of general education courses. It is offered with Fort Hays State University and suits learners who want to finish a degree around work and family.",
    schoolId: 2,
    enrollmentCode: 'FHSU-BGS',
    priceCents: 34_900,
  },
  {
    id: 4,
    name: 'Bachelor of Science in Nursing Completion',
    description:
      'An online RN-to-BSN program for licensed registered nurses, building on an associate degree or diploma in nursing. It adds the statistics, pathophysiology, pharmacology, nutrition, ethics and health informatics that bachelor-prepared nurses need.',
    schoolId: 3,
    enrollmentCode: 'UIW-RNBSN',
    priceCents: 44_900,
  },
  {
    id: 5,
    name: 'Associate of Science in Information Technology',
    description:
      'A two-year degree in computer support, networking, systems administration and cybersecurity. Graduates are prepared for help desk, network technician and junior system administrator roles and for industry certification exams.',
    schoolId: 4,
    enrollmentCode: 'PSC-ASIT',
    priceCents: 31_900,
  },
  {
    id: 6,
    name: 'Healthcare Administration Certificate',
    description:
      'A short certificate in the business side of healthcare: records, billing and coding, finance, law and managing people. It suits staff of clinics, hospitals and dialysis centres who want to move into administrative or supervisory roles.',
    schoolId: 1,
    enrollmentCode: 'NOC-HCAC',
    priceCents: 6_945,
  },
  {
    id: 7,
    name: 'Teaching Foundations Certificate',
    description:
      'A certificate for aspiring teachers and paraprofessionals covering child development, classroom management, lesson planning and inclusive teaching. It can be applied toward an education degree later.',
    schoolId: 1,
    enrollmentCode: 'NOC-TFC',
    priceCents: 6_945,
  },
  {
    id: 8,
    name: 'Computer Science Pathway',
    description:
      "A sequence of programming, data structures, algorithms, databases and mathematics courses that covers the first two years of a computer science degree. It prepares learners to transfer into a bachelor's program or to apply for junior developer roles.",
    schoolId: 4,
    enrollmentCode: 'PSC-CSP',
    priceCents: 34_900,
  },
];

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
