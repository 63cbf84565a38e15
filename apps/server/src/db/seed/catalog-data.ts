// A starter catalog: the five categories of SPEC §9 and a course or more in each. Prices in cents.
export const CATEGORIES = [
  { id: 1, name: 'Business', slug: 'business' },
  { id: 2, name: 'Teaching', slug: 'teaching' },
  { id: 3, name: 'Health', slug: 'health' },
  { id: 4, name: 'Information Technology', slug: 'it' },
  { id: 5, name: 'Computer Science', slug: 'cs' },
];

const course = (
  id: number,
  categoryId: number,
  code: string,
  name: string,
  description: string,
) => ({
  id,
  type: 'Course',
  name,
  code,
  categoryId,
  priceCents: 6_945,
  description,
});

export const PRODUCTS = [
  course(
    1001,
    1,
    'BUS101',
    'Introduction to Business',
    'How businesses are organised, financed and run, from start-up to public company.',
  ),
  course(
    1002,
    1,
    'ACC201',
    'Principles of Accounting I',
    'Recording transactions, building financial statements and reading them well.',
  ),
  course(
    1003,
    1,
    'MKT210',
    'Principles of Marketing',
    'Markets, customers and the marketing mix, with cases from small and large firms.',
  ),
  course(
    2001,
    2,
    'EDU101',
    'Foundations of Education',
    'The history, purpose and organisation of schooling in the United States.',
  ),
  course(
    2002,
    2,
    'EDU220',
    'Child and Adolescent Development',
    'How children grow and learn, and what that means in a classroom.',
  ),
  course(
    3001,
    3,
    'BIO110',
    'Human Anatomy and Physiology I',
    'The structure and function of the body, from cells to organ systems.',
  ),
  course(
    3002,
    3,
    'HCA200',
    'Introduction to Healthcare Administration',
    'How hospitals, clinics and insurers work together, and who pays for care.',
  ),
  course(
    4001,
    4,
    'ITS101',
    'Information Technology Fundamentals',
    'Hardware, operating systems, networks and security basics for IT careers.',
  ),
  course(
    4002,
    4,
    'NET150',
    'Networking Essentials',
    'Addressing, routing, switching and troubleshooting small networks.',
  ),
  course(
    5001,
    5,
    'CSC110',
    'Programming Fundamentals',
    'Variables, control flow, functions and testing, taught in Python.',
  ),
  course(
    5002,
    5,
    'CSC220',
    'Data Structures',
    'Lists, trees, hash tables and graphs, and how to choose between them.',
  ),
  // SPEC §3 special course codes.
  {
    ...course(
      9001,
      1,
      'ORI001',
      'Student Orientation',
      'How to study online with us: the portal, your advisor and your first course.',
    ),
    priceCents: 0,
  },
  course(
    9002,
    1,
    'ACA101',
    'Academic Success Strategies',
    'Time management, note taking and study habits that carry through a degree.',
  ),
];
