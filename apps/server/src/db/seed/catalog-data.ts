// The provider's course catalog (docs/product/entities.md, constants-and-limits.md): the five categories with their subcategories, and
// the courses with what their pages show (Topics, Prerequisites, Course Text, Grading Criteria).
// Prices are integer cents: a standard 3-credit course costs 69.45, a 4-credit lab course 89.45.
import type { CourseModule, ProductDetails } from '../schema';

export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Set on subcategories: the slug of the category they belong to. */
  parentSlug?: string;
}

export interface CourseSeed {
  id: number;
  code: string;
  name: string;
  category: string;
  subcategory?: string;
  priceCents: number;
  description: string;
  details: Required<ProductDetails>;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1,
    name: 'Business',
    slug: 'business',
    description: 'Accounting, management, marketing and economics.',
  },
  {
    id: 2,
    name: 'Teaching',
    slug: 'teaching',
    description: 'Education foundations for future teachers and paraprofessionals.',
  },
  {
    id: 3,
    name: 'Health',
    slug: 'health',
    description: 'Sciences and administration for healthcare careers.',
  },
  {
    id: 4,
    name: 'Information Technology',
    slug: 'it',
    description: 'Systems, networks, security and support.',
  },
  {
    id: 5,
    name: 'Computer Science',
    slug: 'cs',
    description: 'Programming, data structures and the theory behind them.',
  },
  {
    id: 11,
    name: 'Accounting and Finance',
    slug: 'accounting-finance',
    parentSlug: 'business',
    description: 'Recording and reporting money, managing it, and the economics behind it.',
  },
  {
    id: 12,
    name: 'Management',
    slug: 'management',
    parentSlug: 'business',
    description: 'How organisations are led, staffed, governed and kept within the law.',
  },
  {
    id: 13,
    name: 'Marketing',
    slug: 'marketing',
    parentSlug: 'business',
    description:
      'Finding customers, understanding what they want and reaching them online and off.',
  },
  {
    id: 21,
    name: 'Education Foundations',
    slug: 'education-foundations',
    parentSlug: 'teaching',
    description:
      'The profession of teaching: planning lessons, managing a classroom and including every learner.',
  },
  {
    id: 22,
    name: 'Child Development',
    slug: 'child-development',
    parentSlug: 'teaching',
    description:
      'How children grow, think and learn, and how families and communities support them.',
  },
  {
    id: 23,
    name: 'Academic Skills',
    slug: 'academic-skills',
    parentSlug: 'teaching',
    description: 'Writing, speaking and study skills that every degree program builds on.',
  },
  {
    id: 31,
    name: 'Health Sciences',
    slug: 'health-sciences',
    parentSlug: 'health',
    description: 'The language of medicine, disease, medications and community health.',
  },
  {
    id: 32,
    name: 'Healthcare Administration',
    slug: 'healthcare-administration',
    parentSlug: 'health',
    description:
      'Running the business side of healthcare: records, billing, finance, law and ethics.',
  },
  {
    id: 33,
    name: 'Nursing Prerequisites',
    slug: 'nursing-prerequisites',
    parentSlug: 'health',
    description:
      'The laboratory sciences and nutrition that nursing programs require before admission.',
  },
  {
    id: 41,
    name: 'Networking',
    slug: 'networking',
    parentSlug: 'it',
    description:
      'How computers talk to each other, from cables and Wi-Fi to routers and the cloud.',
  },
  {
    id: 42,
    name: 'Cybersecurity',
    slug: 'cybersecurity',
    parentSlug: 'it',
    description: 'Protecting systems and data from attack, and managing security risk.',
  },
  {
    id: 43,
    name: 'IT Support',
    slug: 'it-support',
    parentSlug: 'it',
    description:
      'Installing, running and troubleshooting the computers and servers people rely on.',
  },
  {
    id: 51,
    name: 'Programming',
    slug: 'programming',
    parentSlug: 'cs',
    description:
      'Writing, testing and maintaining software, from first programs to web applications.',
  },
  {
    id: 52,
    name: 'Data and Algorithms',
    slug: 'data-algorithms',
    parentSlug: 'cs',
    description: 'Organising, storing and analysing data efficiently.',
  },
  {
    id: 53,
    name: 'Mathematics',
    slug: 'mathematics',
    parentSlug: 'cs',
    description:
      'The algebra, statistics, discrete mathematics and calculus that computing builds on.',
  },
];

export const COURSES: CourseSeed[] = [
  // Business: Management
  {
    id: 1001,
    code: 'BUS101',
    name: 'Introduction to Business',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Explain how businesses are organised, financed and run, from start-up to public company, and read a simple set of financial statements.',
    details: {
      credits: 3,
      topics: [
        'Forms of ownership',
        'Management and leadership',
        'Marketing basics',
        'Financial statements',
        'Business in a global economy',
      ],
      prerequisites: [],
      courseText: 'Included: a digital textbook, Introduction to Business (open edition).',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Written assignments', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 1002,
    code: 'MGT201',
    name: 'Principles of Management',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Plan, organise, lead and control the work of a team, and use case studies to judge which management approach fits a situation.',
    details: {
      credits: 3,
      topics: [
        'Planning and goal setting',
        'Organisational structure',
        'Leadership and motivation',
        'Decision making',
        'Controlling performance',
      ],
      prerequisites: ['BUS101'],
      courseText: 'Included: an open textbook on principles of management with case studies.',
      gradingCriteria: [
        { item: 'Case study analyses', weightPercent: 30 },
        { item: 'Discussion posts', weightPercent: 15 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 35 },
      ],
    },
  },
  {
    id: 1003,
    code: 'MGT220',
    name: 'Human Resource Management',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Recruit, select, train, pay and evaluate employees within US employment law, and draft the HR policies a small organisation needs.',
    details: {
      credits: 3,
      topics: [
        'Workforce planning and recruiting',
        'Selection and onboarding',
        'Compensation and benefits',
        'Performance appraisal',
        'Employment law',
      ],
      prerequisites: ['MGT201'],
      courseText: 'Included: an open textbook on human resource management.',
      gradingCriteria: [
        { item: 'Written assignments', weightPercent: 35 },
        { item: 'Quizzes', weightPercent: 25 },
        { item: 'HR policy project', weightPercent: 40 },
      ],
    },
  },
  {
    id: 1004,
    code: 'MGT230',
    name: 'Organizational Behavior',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Explain how personality, motivation, group dynamics and culture shape behaviour at work, and apply that to resolve team conflicts.',
    details: {
      credits: 3,
      topics: [
        'Individual differences and perception',
        'Motivation',
        'Teams and group dynamics',
        'Conflict and negotiation',
        'Organisational culture and change',
      ],
      prerequisites: ['MGT201'],
      courseText: 'Included: an open textbook on organizational behavior.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Case study analyses', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 1005,
    code: 'BUS210',
    name: 'Business Law',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Identify the legal issues in everyday business situations, including contracts, torts, agency and business formation, and explain how US courts resolve them.',
    details: {
      credits: 3,
      topics: [
        'The US legal system',
        'Contracts',
        'Torts and product liability',
        'Agency and employment',
        'Business organisations',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on the legal environment of business.',
      gradingCriteria: [
        { item: 'Case briefs', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 1006,
    code: 'BUS220',
    name: 'Business Communication',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Write clear e-mails, memos, reports and proposals for a business audience, and deliver a short recorded presentation.',
    details: {
      credits: 3,
      topics: [
        'Audience and purpose',
        'E-mails and memos',
        'Business reports',
        'Persuasive proposals',
        'Presentations',
      ],
      prerequisites: ['ENG101'],
      courseText: 'Included: an open textbook on business communication.',
      gradingCriteria: [
        { item: 'Writing assignments', weightPercent: 50 },
        { item: 'Recorded presentation', weightPercent: 20 },
        { item: 'Final report', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1007,
    code: 'BUS250',
    name: 'Business Ethics',
    category: 'business',
    subcategory: 'management',
    priceCents: 6_945,
    description:
      'Use ethical frameworks to analyse real business decisions, and recommend a defensible course of action in a written case analysis.',
    details: {
      credits: 3,
      topics: [
        'Ethical theories',
        'Corporate social responsibility',
        'Ethics in the workplace',
        'Ethics in marketing and finance',
        'Sustainability',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on business ethics.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Case analyses', weightPercent: 40 },
        { item: 'Final paper', weightPercent: 40 },
      ],
    },
  },
  // Business: Accounting and Finance
  {
    id: 1008,
    code: 'ACC201',
    name: 'Principles of Financial Accounting',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      'Record business transactions and prepare an income statement, balance sheet and statement of cash flows under US GAAP.',
    details: {
      credits: 3,
      topics: [
        'The accounting cycle',
        'Journal entries and adjustments',
        'Inventory and receivables',
        'Long-term assets and liabilities',
        'Financial statements',
      ],
      prerequisites: [],
      courseText:
        'Included: an open textbook on financial accounting and an online practice platform with auto-graded problems.',
      gradingCriteria: [
        { item: 'Homework problems', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1009,
    code: 'ACC202',
    name: 'Principles of Managerial Accounting',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      'Use cost behaviour, budgets and variance analysis to support management decisions such as pricing, make-or-buy and capital spending.',
    details: {
      credits: 3,
      topics: [
        'Cost behaviour',
        'Job and process costing',
        'Cost-volume-profit analysis',
        'Budgeting',
        'Variance analysis',
      ],
      prerequisites: ['ACC201'],
      courseText:
        'Included: an open textbook on managerial accounting and an online practice platform with auto-graded problems.',
      gradingCriteria: [
        { item: 'Homework problems', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1010,
    code: 'ECO201',
    name: 'Principles of Macroeconomics',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      'Explain how output, unemployment, inflation and interest rates are measured, and predict how fiscal and monetary policy affect them.',
    details: {
      credits: 3,
      topics: [
        'Measuring GDP',
        'Unemployment and inflation',
        'Aggregate demand and supply',
        'Money and the Federal Reserve',
        'Fiscal policy and trade',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on macroeconomics with interactive graphs.',
      gradingCriteria: [
        { item: 'Problem sets', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1011,
    code: 'ECO202',
    name: 'Principles of Microeconomics',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      'Use supply and demand to explain prices, and analyse how firms decide what to produce in competitive and less competitive markets.',
    details: {
      credits: 3,
      topics: [
        'Supply and demand',
        'Elasticity',
        'Consumer choice',
        'Costs of production',
        'Market structures',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on microeconomics with interactive graphs.',
      gradingCriteria: [
        { item: 'Problem sets', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1012,
    code: 'FIN210',
    name: 'Personal Finance',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      'Build a household budget, compare credit, insurance and loan options, and draw up a savings and retirement plan.',
    details: {
      credits: 3,
      topics: [
        'Budgeting and cash flow',
        'Credit and debt',
        'Insurance',
        'Investing basics',
        'Retirement planning',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on personal finance and budgeting spreadsheets.',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Personal finance plan', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 1013,
    code: 'FIN250',
    name: 'Principles of Finance',
    category: 'business',
    subcategory: 'accounting-finance',
    priceCents: 6_945,
    description:
      "Apply the time value of money, risk and return, and financial ratios to value investments and judge a company's financial health.",
    details: {
      credits: 3,
      topics: [
        'Financial statement analysis',
        'Time value of money',
        'Bonds and stocks',
        'Risk and return',
        'Capital budgeting',
      ],
      prerequisites: ['ACC201'],
      courseText: 'Included: an open textbook on principles of finance and spreadsheet templates.',
      gradingCriteria: [
        { item: 'Homework problems', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  // Business: Marketing
  {
    id: 1014,
    code: 'MKT201',
    name: 'Principles of Marketing',
    category: 'business',
    subcategory: 'marketing',
    priceCents: 6_945,
    description:
      'Segment a market, choose a target customer and write a marketing plan covering product, price, place and promotion.',
    details: {
      credits: 3,
      topics: [
        'The marketing concept',
        'Market research',
        'Segmentation and targeting',
        'The marketing mix',
        'Marketing plans',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on principles of marketing.',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 25 },
        { item: 'Discussion posts', weightPercent: 15 },
        { item: 'Marketing plan project', weightPercent: 35 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 1015,
    code: 'MKT220',
    name: 'Digital Marketing',
    category: 'business',
    subcategory: 'marketing',
    priceCents: 6_945,
    description:
      'Plan and measure campaigns across search, social media, e-mail and content marketing, and read a web analytics report.',
    details: {
      credits: 3,
      topics: [
        'Search engine optimisation',
        'Paid search and display ads',
        'Social media marketing',
        'E-mail and content marketing',
        'Web analytics',
      ],
      prerequisites: ['MKT201'],
      courseText: 'Included: an open textbook on digital marketing and sample analytics data sets.',
      gradingCriteria: [
        { item: 'Campaign exercises', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Digital campaign project', weightPercent: 40 },
      ],
    },
  },
  {
    id: 1016,
    code: 'MKT230',
    name: 'Consumer Behavior',
    category: 'business',
    subcategory: 'marketing',
    priceCents: 6_945,
    description:
      'Explain how people decide what to buy, and use that to recommend changes to a product, message or store experience.',
    details: {
      credits: 3,
      topics: [
        'The consumer decision process',
        'Perception and motivation',
        'Attitudes and persuasion',
        'Culture and social influence',
        'Customer experience',
      ],
      prerequisites: ['MKT201'],
      courseText: 'Included: a digital course pack of readings and case studies.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Case analyses', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  // Teaching: Education Foundations
  {
    id: 2001,
    code: 'EDU101',
    name: 'Introduction to Education',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Describe how American public schools are organised, funded and governed, and decide whether teaching is the right career for you.',
    details: {
      credits: 3,
      topics: [
        'The teaching profession',
        'History and philosophy of education',
        'School governance and funding',
        'Legal and ethical issues',
        'Becoming a teacher',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on foundations of education.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Reflection papers', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 2002,
    code: 'EDU140',
    name: 'Classroom Management',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Set up routines, rules and a physical space that keep students learning, and respond calmly and consistently to misbehaviour.',
    details: {
      credits: 3,
      topics: [
        'Classroom environment',
        'Rules and routines',
        'Positive behaviour support',
        'Responding to misbehaviour',
        'Working with families',
      ],
      prerequisites: ['EDU101'],
      courseText: 'Included: a digital course pack with classroom video cases.',
      gradingCriteria: [
        { item: 'Video case analyses', weightPercent: 30 },
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Classroom management plan', weightPercent: 50 },
      ],
    },
  },
  {
    id: 2003,
    code: 'EDU201',
    name: 'Educational Technology',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Choose and use digital tools, learning platforms and assistive technology to plan lessons that every student can access.',
    details: {
      credits: 3,
      topics: [
        'Learning management systems',
        'Digital content creation',
        'Assistive technology',
        'Online safety and digital citizenship',
        'Technology-rich lesson design',
      ],
      prerequisites: [],
      courseText:
        'Included: an open textbook on educational technology and free accounts for the tools used.',
      gradingCriteria: [
        { item: 'Hands-on tool activities', weightPercent: 40 },
        { item: 'Discussion posts', weightPercent: 15 },
        { item: 'Technology-integrated lesson', weightPercent: 45 },
      ],
    },
  },
  {
    id: 2004,
    code: 'EDU210',
    name: 'Diversity in the Classroom',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Recognise how culture, language, income and ability shape learning, and adapt instruction for English learners and diverse classrooms.',
    details: {
      credits: 3,
      topics: [
        'Culturally responsive teaching',
        'English language learners',
        'Poverty and learning',
        'Gender and identity',
        'Family and community partnerships',
      ],
      prerequisites: [],
      courseText: 'Included: a digital course pack of readings and classroom case studies.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 25 },
        { item: 'Case analyses', weightPercent: 35 },
        { item: 'Final paper', weightPercent: 40 },
      ],
    },
  },
  {
    id: 2005,
    code: 'EDU220',
    name: 'Introduction to Special Education',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Describe the main disability categories and the rights IDEA and Section 504 give students, and contribute to an individualised education program.',
    details: {
      credits: 3,
      topics: [
        'Special education law',
        'Disability categories',
        'The IEP process',
        'Inclusion and accommodations',
        'Working with paraprofessionals and families',
      ],
      prerequisites: ['EDU101'],
      courseText: 'Included: an open textbook on special education.',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 25 },
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'IEP case study', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 2006,
    code: 'EDU230',
    name: 'Instructional Planning and Assessment',
    category: 'teaching',
    subcategory: 'education-foundations',
    priceCents: 6_945,
    description:
      'Write measurable learning objectives, plan a lesson that meets them, and design the quizzes and rubrics that show whether students got there.',
    details: {
      credits: 3,
      topics: [
        'Standards and objectives',
        'Lesson planning models',
        'Differentiated instruction',
        'Formative and summative assessment',
        'Rubrics and feedback',
      ],
      prerequisites: ['EDU101'],
      courseText: 'Included: an open textbook on instructional design with lesson plan templates.',
      gradingCriteria: [
        { item: 'Lesson plan drafts', weightPercent: 40 },
        { item: 'Assessment design tasks', weightPercent: 30 },
        { item: 'Final unit plan', weightPercent: 30 },
      ],
    },
  },
  // Teaching: Child Development
  {
    id: 2007,
    code: 'PSY101',
    name: 'Introduction to Psychology',
    category: 'teaching',
    subcategory: 'child-development',
    priceCents: 6_945,
    description:
      'Explain the main ideas of psychology, from the brain and memory to personality and mental health, and judge the evidence behind a psychological claim.',
    details: {
      credits: 3,
      topics: [
        'Research methods',
        'Biology of behaviour',
        'Learning and memory',
        'Development and personality',
        'Psychological disorders and therapy',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook, Psychology (open edition).',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 2008,
    code: 'PSY210',
    name: 'Lifespan Development',
    category: 'teaching',
    subcategory: 'child-development',
    priceCents: 6_945,
    description:
      'Describe physical, cognitive and social development from conception to late adulthood, and apply developmental theories to real cases.',
    details: {
      credits: 3,
      topics: [
        'Theories of development',
        'Infancy and childhood',
        'Adolescence',
        'Adulthood',
        'Ageing, death and dying',
      ],
      prerequisites: ['PSY101'],
      courseText: 'Included: an open textbook on lifespan development.',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Case application papers', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 2009,
    code: 'ECE101',
    name: 'Foundations of Early Childhood Education',
    category: 'teaching',
    subcategory: 'child-development',
    priceCents: 6_945,
    description:
      'Describe the early childhood programs available from birth to age eight, and plan safe, play-based activities that follow developmentally appropriate practice.',
    details: {
      credits: 3,
      topics: [
        'Types of early childhood programs',
        'Developmentally appropriate practice',
        'Learning through play',
        'Health and safety',
        'Professionalism and ethics',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on early childhood education.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Activity plans', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 2010,
    code: 'ECE120',
    name: 'Child Growth and Development',
    category: 'teaching',
    subcategory: 'child-development',
    priceCents: 6_945,
    description:
      "Observe and record a child's physical, cognitive, language and social-emotional development from birth through adolescence, and relate what you see to developmental milestones.",
    details: {
      credits: 3,
      topics: [
        'Prenatal development and infancy',
        'Early childhood',
        'Middle childhood',
        'Adolescence',
        'Observation and documentation',
      ],
      prerequisites: [],
      courseText:
        'Included: an open textbook on child growth and development with observation video clips.',
      gradingCriteria: [
        { item: 'Observation reports', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 35 },
      ],
    },
  },
  {
    id: 2011,
    code: 'ECE210',
    name: 'Child, Family and Community',
    category: 'teaching',
    subcategory: 'child-development',
    priceCents: 6_945,
    description:
      "Explain how family, culture and community services shape a child's development, and build respectful partnerships with families.",
    details: {
      credits: 3,
      topics: [
        'Family systems',
        'Culture and parenting',
        'Community resources',
        'Stress, trauma and resilience',
        'Communicating with families',
      ],
      prerequisites: ['ECE101'],
      courseText: 'Included: an open textbook on child, family and community.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Community resource project', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  // Teaching: Academic Skills (general education and the special courses of docs/product/entities.md)
  {
    id: 2012,
    code: 'ENG101',
    name: 'English Composition I',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 6_945,
    description:
      'Plan, draft and revise clear academic essays with a focused thesis, and support your points with properly cited sources.',
    details: {
      credits: 3,
      topics: [
        'The writing process',
        'Thesis and organisation',
        'Paragraphs and style',
        'Using and citing sources',
        'Revising and editing',
      ],
      prerequisites: [],
      courseText: 'Included: an open writing handbook and an online grammar practice tool.',
      gradingCriteria: [
        { item: 'Essays', weightPercent: 60 },
        { item: 'Writing exercises', weightPercent: 20 },
        { item: 'Final portfolio', weightPercent: 20 },
      ],
    },
  },
  {
    id: 2013,
    code: 'ENG102',
    name: 'English Composition II',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 6_945,
    description:
      'Find and evaluate scholarly sources, and write an argumentative research paper in APA or MLA style.',
    details: {
      credits: 3,
      topics: [
        'Argument and counterargument',
        'Library research',
        'Evaluating sources',
        'Synthesis',
        'The research paper',
      ],
      prerequisites: ['ENG101'],
      courseText: 'Included: an open writing handbook and access to the online library databases.',
      gradingCriteria: [
        { item: 'Short essays', weightPercent: 30 },
        { item: 'Annotated bibliography', weightPercent: 20 },
        { item: 'Research paper', weightPercent: 50 },
      ],
    },
  },
  {
    id: 2014,
    code: 'COM110',
    name: 'Public Speaking',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 6_945,
    description:
      'Research, organise and deliver informative and persuasive speeches with confidence, recorded on video for feedback.',
    details: {
      credits: 3,
      topics: [
        'Managing speech anxiety',
        'Audience analysis',
        'Organising a speech',
        'Delivery and visual aids',
        'Persuasive speaking',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on public speaking and a video recording tool.',
      gradingCriteria: [
        { item: 'Recorded speeches', weightPercent: 60 },
        { item: 'Speech outlines', weightPercent: 20 },
        { item: 'Peer feedback', weightPercent: 20 },
      ],
    },
  },
  {
    // docs/product/entities.md special course code: orientation, free of charge.
    id: 9001,
    code: 'ORI001',
    name: 'Student Orientation',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 0,
    description:
      'Find your way around the student portal, meet your advisor and plan your first course before your studies begin.',
    details: {
      credits: 0,
      topics: [
        'Finding your way around the portal',
        'Meeting your advisor',
        'Planning your first course',
        'Academic integrity',
      ],
      prerequisites: [],
      courseText: 'No textbook needed.',
      gradingCriteria: [{ item: 'Completion of all modules', weightPercent: 100 }],
    },
  },
  {
    // docs/product/entities.md special course code.
    id: 9002,
    code: 'ACA101',
    name: 'Academic Success Strategies',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 6_945,
    description:
      'Manage your time, read and take notes effectively, and prepare for exams so you can succeed in online college courses while working.',
    details: {
      credits: 3,
      topics: [
        'Time management and goal setting',
        'Active reading and note-taking',
        'Test preparation',
        'Information literacy',
        'Academic integrity',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on college success and weekly planning worksheets.',
      gradingCriteria: [
        { item: 'Weekly reflections', weightPercent: 30 },
        { item: 'Skill-building activities', weightPercent: 40 },
        { item: 'Academic success plan', weightPercent: 30 },
      ],
    },
  },
  {
    // docs/product/entities.md special course code: the course of the /paca page.
    id: 9003,
    code: 'PACA101',
    name: 'Prior Learning Assessment',
    category: 'teaching',
    subcategory: 'academic-skills',
    priceCents: 6_945,
    description:
      'Identify the college-level learning you gained from work, training and military service, and document it in a portfolio that faculty can assess for credit.',
    details: {
      credits: 3,
      topics: [
        'What counts as prior learning',
        'Matching experience to course outcomes',
        'Gathering evidence',
        'Writing learning narratives',
        'Assembling the portfolio',
      ],
      prerequisites: [],
      courseText:
        'Included: an online portfolio workspace and a guide to documenting prior learning.',
      gradingCriteria: [
        { item: 'Learning inventory', weightPercent: 20 },
        { item: 'Learning narrative drafts', weightPercent: 30 },
        { item: 'Final portfolio', weightPercent: 50 },
      ],
    },
  },
  // Health: Nursing Prerequisites
  {
    id: 3001,
    code: 'BIO110',
    name: 'Anatomy and Physiology I',
    category: 'health',
    subcategory: 'nursing-prerequisites',
    priceCents: 8_945,
    description:
      'Identify the structures of cells, tissues and the skeletal, muscular and nervous systems, and explain how they work together to keep the body in balance.',
    details: {
      credits: 4,
      topics: [
        'Cells and tissues',
        'The integumentary system',
        'The skeletal system',
        'The muscular system',
        'The nervous system and special senses',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on anatomy and physiology and a virtual lab kit.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Unit exams', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 3002,
    code: 'BIO111',
    name: 'Anatomy and Physiology II',
    category: 'health',
    subcategory: 'nursing-prerequisites',
    priceCents: 8_945,
    description:
      'Explain how the endocrine, cardiovascular, respiratory, digestive, urinary and reproductive systems work, and what happens when they fail.',
    details: {
      credits: 4,
      topics: [
        'The endocrine system',
        'Blood and the cardiovascular system',
        'The lymphatic and immune systems',
        'The respiratory and digestive systems',
        'The urinary and reproductive systems',
      ],
      prerequisites: ['BIO110'],
      courseText: 'Included: an open textbook on anatomy and physiology and a virtual lab kit.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Unit exams', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 3003,
    code: 'BIO220',
    name: 'Microbiology',
    category: 'health',
    subcategory: 'nursing-prerequisites',
    priceCents: 8_945,
    description:
      'Describe bacteria, viruses, fungi and parasites and how they cause disease, and apply aseptic technique and infection control in virtual labs.',
    details: {
      credits: 4,
      topics: [
        'Microbial cell structure',
        'Microbial growth and control',
        'Microbial genetics',
        'The immune response',
        'Infectious diseases and infection control',
      ],
      prerequisites: ['BIO110'],
      courseText: 'Included: an open textbook on microbiology and a virtual lab kit.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Unit exams', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 3004,
    code: 'CHM101',
    name: 'Introduction to Chemistry',
    category: 'health',
    subcategory: 'nursing-prerequisites',
    priceCents: 8_945,
    description:
      'Use atomic structure, chemical bonding and reactions to solve the measurement, solution and dosage problems that health sciences depend on.',
    details: {
      credits: 4,
      topics: [
        'Measurement and units',
        'Atoms and the periodic table',
        'Chemical bonds and reactions',
        'Solutions, acids and bases',
        'Introduction to organic and biochemistry',
      ],
      prerequisites: [],
      courseText: 'Included: an open chemistry textbook and a virtual lab kit.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 30 },
        { item: 'Homework problems', weightPercent: 20 },
        { item: 'Unit exams', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 3005,
    code: 'NUT201',
    name: 'Human Nutrition',
    category: 'health',
    subcategory: 'nursing-prerequisites',
    priceCents: 6_945,
    description:
      'Explain how the body uses nutrients, evaluate a diet against current guidelines, and give basic nutrition advice for each stage of life.',
    details: {
      credits: 3,
      topics: [
        'Digestion and absorption',
        'Carbohydrates, fats and proteins',
        'Vitamins and minerals',
        'Energy balance and weight',
        'Nutrition through the lifespan',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on human nutrition and an online diet analysis tool.',
      gradingCriteria: [
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Diet analysis project', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  // Health: Health Sciences
  {
    id: 3006,
    code: 'HSC101',
    name: 'Medical Terminology',
    category: 'health',
    subcategory: 'health-sciences',
    priceCents: 6_945,
    description:
      'Build, pronounce and interpret medical terms from their roots, prefixes and suffixes, and read common abbreviations in patient records.',
    details: {
      credits: 3,
      topics: [
        'Word roots, prefixes and suffixes',
        'Body structure and directional terms',
        'Terms by body system',
        'Diagnostic and procedural terms',
        'Abbreviations in medical records',
      ],
      prerequisites: [],
      courseText:
        'Included: an interactive online platform with audio pronunciations and flashcards.',
      gradingCriteria: [
        { item: 'Module quizzes', weightPercent: 40 },
        { item: 'Medical record exercises', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 3007,
    code: 'HSC150',
    name: 'Personal and Community Health',
    category: 'health',
    subcategory: 'health-sciences',
    priceCents: 6_945,
    description:
      'Assess personal health risks, explain how public health measures prevent disease in a community, and design a simple health promotion plan.',
    details: {
      credits: 3,
      topics: [
        'Determinants of health',
        'Chronic and infectious disease',
        'Mental health and stress',
        'Substance use',
        'Health promotion programs',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on personal and community health.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Health promotion plan', weightPercent: 50 },
      ],
    },
  },
  {
    id: 3008,
    code: 'HSC210',
    name: 'Pathophysiology',
    category: 'health',
    subcategory: 'health-sciences',
    priceCents: 6_945,
    description:
      'Explain how common diseases disturb normal body function, and connect the changes to the signs, symptoms and lab results patients present with.',
    details: {
      credits: 3,
      topics: [
        'Cell injury and inflammation',
        'Immunity and infection',
        'Cardiovascular and respiratory disorders',
        'Endocrine and renal disorders',
        'Neurological disorders',
      ],
      prerequisites: ['BIO111'],
      courseText: 'Included: an open textbook on pathophysiology with clinical case studies.',
      gradingCriteria: [
        { item: 'Case studies', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 3009,
    code: 'HSC220',
    name: 'Introduction to Pharmacology',
    category: 'health',
    subcategory: 'health-sciences',
    priceCents: 6_945,
    description:
      'Explain how the major drug classes act on the body, calculate doses accurately and recognise common side effects and interactions.',
    details: {
      credits: 3,
      topics: [
        'Pharmacokinetics and pharmacodynamics',
        'Dosage calculations',
        'Drugs by body system',
        'Adverse effects and interactions',
        'Safe medication practice',
      ],
      prerequisites: ['BIO110', 'HSC101'],
      courseText:
        'Included: an open textbook on pharmacology and a dosage calculation practice tool.',
      gradingCriteria: [
        { item: 'Dosage calculation exercises', weightPercent: 25 },
        { item: 'Quizzes', weightPercent: 25 },
        { item: 'Final exam', weightPercent: 50 },
      ],
    },
  },
  // Health: Healthcare Administration
  {
    id: 3010,
    code: 'HCA101',
    name: 'Introduction to Healthcare Administration',
    category: 'health',
    subcategory: 'healthcare-administration',
    priceCents: 6_945,
    description:
      'Describe how the US healthcare system is organised, paid for and regulated, and the roles administrators play in hospitals, clinics and insurers.',
    details: {
      credits: 3,
      topics: [
        'The US healthcare system',
        'Healthcare organisations',
        'Insurance and payment',
        'Quality and patient safety',
        'Careers in healthcare administration',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on the US healthcare system.',
      gradingCriteria: [
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Quizzes', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 50 },
      ],
    },
  },
  {
    id: 3011,
    code: 'HCA210',
    name: 'Health Information Management',
    category: 'health',
    subcategory: 'healthcare-administration',
    priceCents: 6_945,
    description:
      'Manage electronic health records accurately and securely, and apply HIPAA privacy rules to everyday requests for patient information.',
    details: {
      credits: 3,
      topics: [
        'Electronic health records',
        'Data quality and standards',
        'HIPAA privacy and security',
        'Release of information',
        'Health data analytics',
      ],
      prerequisites: ['HCA101'],
      courseText:
        'Included: access to a practice electronic health record system and an open course reader.',
      gradingCriteria: [
        { item: 'EHR practice exercises', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 3012,
    code: 'HCA220',
    name: 'Healthcare Law and Ethics',
    category: 'health',
    subcategory: 'healthcare-administration',
    priceCents: 6_945,
    description:
      'Identify the legal duties of healthcare workers and organisations, and reason through ethical dilemmas such as consent, confidentiality and end-of-life care.',
    details: {
      credits: 3,
      topics: [
        'Negligence and malpractice',
        'Informed consent',
        'Confidentiality and HIPAA',
        'Ethical principles in healthcare',
        'End-of-life decisions',
      ],
      prerequisites: [],
      courseText:
        'Included: a digital course pack of cases and readings on healthcare law and ethics.',
      gradingCriteria: [
        { item: 'Case analyses', weightPercent: 40 },
        { item: 'Discussion posts', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 3013,
    code: 'HCA230',
    name: 'Healthcare Finance',
    category: 'health',
    subcategory: 'healthcare-administration',
    priceCents: 6_945,
    description:
      "Read a healthcare organisation's financial statements, build a departmental budget and explain how Medicare, Medicaid and private insurers pay providers.",
    details: {
      credits: 3,
      topics: [
        'Healthcare revenue cycle',
        'Reimbursement systems',
        'Financial statements',
        'Budgeting',
        'Cost analysis',
      ],
      prerequisites: ['HCA101'],
      courseText:
        'Included: an open course reader on healthcare finance and spreadsheet templates.',
      gradingCriteria: [
        { item: 'Homework problems', weightPercent: 30 },
        { item: 'Budget project', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 3014,
    code: 'HCA240',
    name: 'Medical Billing and Coding',
    category: 'health',
    subcategory: 'healthcare-administration',
    priceCents: 6_945,
    description:
      'Assign ICD-10-CM and CPT codes to patient encounters and prepare clean insurance claims that get paid the first time.',
    details: {
      credits: 3,
      topics: [
        'ICD-10-CM diagnosis coding',
        'CPT and HCPCS procedure coding',
        'The claim form',
        'Denials and appeals',
        'Compliance and fraud prevention',
      ],
      prerequisites: ['HSC101'],
      courseText: 'Included: an interactive coding practice platform with sample patient charts.',
      gradingCriteria: [
        { item: 'Coding exercises', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  // Information Technology: IT Support
  {
    id: 4001,
    code: 'ITS101',
    name: 'Introduction to Information Technology',
    category: 'it',
    subcategory: 'it-support',
    priceCents: 6_945,
    description:
      'Describe how hardware, software, networks and data fit together in an organisation, and use productivity and cloud tools with confidence.',
    details: {
      credits: 3,
      topics: [
        'Computer hardware',
        'Operating systems and software',
        'Networks and the internet',
        'Data and databases',
        'IT careers and ethics',
      ],
      prerequisites: [],
      courseText: 'Included: an open textbook on information technology and hands-on online labs.',
      gradingCriteria: [
        { item: 'Hands-on labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 4002,
    code: 'ITS120',
    name: 'Computer Hardware and Operating Systems',
    category: 'it',
    subcategory: 'it-support',
    priceCents: 6_945,
    description:
      'Install, configure and troubleshoot PC hardware, laptops, mobile devices and Windows, preparing you for an entry-level technician certification exam.',
    details: {
      credits: 3,
      topics: [
        'PC components',
        'Laptops and mobile devices',
        'Installing and configuring Windows',
        'Troubleshooting methodology',
        'Printers and peripherals',
      ],
      prerequisites: [],
      courseText: 'Included: an interactive online platform with virtual hardware labs.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Practice certification exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 4003,
    code: 'ITS130',
    name: 'IT Help Desk Support',
    category: 'it',
    subcategory: 'it-support',
    priceCents: 6_945,
    description:
      'Handle support tickets from first contact to resolution, communicate clearly with frustrated users and write knowledge-base articles.',
    details: {
      credits: 3,
      topics: [
        'The help desk role',
        'Ticketing systems',
        'Customer communication',
        'Remote troubleshooting',
        'Knowledge-base writing',
      ],
      prerequisites: ['ITS101'],
      courseText:
        'Included: a practice ticketing system and an open course reader on technical support.',
      gradingCriteria: [
        { item: 'Ticket simulations', weightPercent: 40 },
        { item: 'Knowledge-base articles', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 4004,
    code: 'ITS210',
    name: 'Linux Administration',
    category: 'it',
    subcategory: 'it-support',
    priceCents: 6_945,
    description:
      'Work from the Linux command line to manage users, files, packages and services, and automate routine tasks with shell scripts.',
    details: {
      credits: 3,
      topics: [
        'The command line and file system',
        'Users, groups and permissions',
        'Packages and services',
        'Shell scripting',
        'Logs and troubleshooting',
      ],
      prerequisites: ['ITS120'],
      courseText: 'Included: browser-based Linux virtual machines and an open Linux handbook.',
      gradingCriteria: [
        { item: 'Command-line labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final practical exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 4005,
    code: 'ITS220',
    name: 'Windows Server Administration',
    category: 'it',
    subcategory: 'it-support',
    priceCents: 6_945,
    description:
      'Install and manage Windows Server, set up Active Directory users, groups and policies, and provide file, print, DNS and DHCP services.',
    details: {
      credits: 3,
      topics: [
        'Installing Windows Server',
        'Active Directory',
        'Group Policy',
        'DNS and DHCP',
        'File and print services',
      ],
      prerequisites: ['ITS120', 'NET150'],
      courseText: 'Included: browser-based Windows Server virtual labs.',
      gradingCriteria: [
        { item: 'Virtual labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final practical exam', weightPercent: 30 },
      ],
    },
  },
  // Information Technology: Networking
  {
    id: 4006,
    code: 'NET150',
    name: 'Networking Fundamentals',
    category: 'it',
    subcategory: 'networking',
    priceCents: 6_945,
    description:
      'Explain how data travels across networks using the OSI and TCP/IP models, plan IP addressing and subnets, and build a small office network.',
    details: {
      credits: 3,
      topics: [
        'OSI and TCP/IP models',
        'Cabling and Ethernet',
        'IP addressing and subnetting',
        'Switches and routers',
        'Network troubleshooting tools',
      ],
      prerequisites: [],
      courseText: 'Included: an open networking textbook and a network simulator.',
      gradingCriteria: [
        { item: 'Simulator labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 15 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 4007,
    code: 'NET210',
    name: 'Routing and Switching',
    category: 'it',
    subcategory: 'networking',
    priceCents: 6_945,
    description:
      'Configure switches and routers, including VLANs, static and dynamic routing, and access control lists, and troubleshoot connectivity problems.',
    details: {
      credits: 3,
      topics: [
        'Switch configuration and VLANs',
        'Spanning tree',
        'Static routing',
        'Dynamic routing with OSPF',
        'Access control lists',
      ],
      prerequisites: ['NET150'],
      courseText: 'Included: a network simulator with guided configuration labs.',
      gradingCriteria: [
        { item: 'Simulator labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final practical exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 4008,
    code: 'NET220',
    name: 'Wireless Networking',
    category: 'it',
    subcategory: 'networking',
    priceCents: 6_945,
    description:
      'Plan, secure and troubleshoot Wi-Fi networks, from a site survey to access point placement and WPA3 configuration.',
    details: {
      credits: 3,
      topics: [
        'Radio frequency basics',
        '802.11 standards',
        'Site surveys',
        'Wireless security',
        'Wireless troubleshooting',
      ],
      prerequisites: ['NET150'],
      courseText:
        'Included: an open course reader on wireless networking and a site survey simulator.',
      gradingCriteria: [
        { item: 'Simulator labs', weightPercent: 40 },
        { item: 'Site survey project', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 4009,
    code: 'NET230',
    name: 'Cloud Computing Fundamentals',
    category: 'it',
    subcategory: 'networking',
    priceCents: 6_945,
    description:
      'Compare cloud service and deployment models, deploy virtual machines, storage and networks on a public cloud, and estimate what they cost.',
    details: {
      credits: 3,
      topics: [
        'Cloud service models',
        'Virtualisation',
        'Cloud networking and storage',
        'Identity and access management',
        'Cost management',
      ],
      prerequisites: ['NET150'],
      courseText: 'Included: a sandbox cloud account with guided labs.',
      gradingCriteria: [
        { item: 'Cloud labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final project', weightPercent: 30 },
      ],
    },
  },
  // Information Technology: Cybersecurity
  {
    id: 4010,
    code: 'SEC110',
    name: 'Introduction to Cybersecurity',
    category: 'it',
    subcategory: 'cybersecurity',
    priceCents: 6_945,
    description:
      'Recognise common threats such as phishing, malware and weak passwords, and apply the basic controls that protect people, devices and data.',
    details: {
      credits: 3,
      topics: [
        'The threat landscape',
        'Social engineering',
        'Malware',
        'Authentication and passwords',
        'Basic security controls',
      ],
      prerequisites: [],
      courseText: 'Included: an open cybersecurity textbook and hands-on online labs.',
      gradingCriteria: [
        { item: 'Hands-on labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 4011,
    code: 'SEC210',
    name: 'Network Security',
    category: 'it',
    subcategory: 'cybersecurity',
    priceCents: 6_945,
    description:
      'Secure a network with firewalls, VPNs and intrusion detection, and analyse traffic and logs to spot an attack in progress.',
    details: {
      credits: 3,
      topics: [
        'Firewalls',
        'VPNs and encryption',
        'Intrusion detection and prevention',
        'Traffic and log analysis',
        'Incident response basics',
      ],
      prerequisites: ['NET150', 'SEC110'],
      courseText: 'Included: browser-based security labs with virtual networks.',
      gradingCriteria: [
        { item: 'Security labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 4012,
    code: 'SEC220',
    name: 'Ethical Hacking',
    category: 'it',
    subcategory: 'cybersecurity',
    priceCents: 6_945,
    description:
      'Carry out an authorised penetration test in a lab network, from reconnaissance to exploitation, and write a report with clear remediation steps.',
    details: {
      credits: 3,
      topics: [
        'Rules of engagement',
        'Reconnaissance and scanning',
        'Vulnerability assessment',
        'Exploitation',
        'Reporting and remediation',
      ],
      prerequisites: ['SEC210', 'ITS210'],
      courseText: 'Included: an isolated virtual lab network for penetration testing practice.',
      gradingCriteria: [
        { item: 'Lab exercises', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Penetration test report', weightPercent: 40 },
      ],
    },
  },
  {
    id: 4013,
    code: 'SEC230',
    name: 'Security Policy and Risk Management',
    category: 'it',
    subcategory: 'cybersecurity',
    priceCents: 6_945,
    description:
      "Assess an organisation's security risks, write the policies that address them and map the controls to common compliance frameworks.",
    details: {
      credits: 3,
      topics: [
        'Risk assessment',
        'Security policies and standards',
        'Compliance frameworks',
        'Business continuity and disaster recovery',
        'Security awareness programs',
      ],
      prerequisites: ['SEC110'],
      courseText: 'Included: an open course reader and policy templates.',
      gradingCriteria: [
        { item: 'Written assignments', weightPercent: 30 },
        { item: 'Risk assessment project', weightPercent: 40 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  // Computer Science: Programming
  {
    id: 5001,
    code: 'CSC110',
    name: 'Programming Fundamentals',
    category: 'cs',
    subcategory: 'programming',
    priceCents: 6_945,
    description:
      'Write, run and test small Python programs using variables, control flow, functions and lists.',
    details: {
      credits: 3,
      topics: [
        'Variables and types',
        'Control flow',
        'Functions',
        'Lists and dictionaries',
        'Testing your code',
      ],
      prerequisites: [],
      courseText: 'Included: an interactive online textbook with built-in exercises.',
      gradingCriteria: [
        { item: 'Programming labs', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Final project', weightPercent: 30 },
      ],
    },
  },
  {
    id: 5002,
    code: 'CSC120',
    name: 'Object-Oriented Programming',
    category: 'cs',
    subcategory: 'programming',
    priceCents: 6_945,
    description:
      'Design and build programs from classes and objects in Java, using inheritance, interfaces, exceptions and unit tests.',
    details: {
      credits: 3,
      topics: [
        'Classes and objects',
        'Encapsulation',
        'Inheritance and interfaces',
        'Exceptions',
        'Unit testing',
      ],
      prerequisites: ['CSC110'],
      courseText: 'Included: an interactive online textbook with an in-browser Java environment.',
      gradingCriteria: [
        { item: 'Programming labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Projects', weightPercent: 40 },
      ],
    },
  },
  {
    id: 5003,
    code: 'CSC130',
    name: 'Web Development Fundamentals',
    category: 'cs',
    subcategory: 'programming',
    priceCents: 6_945,
    description:
      'Build accessible, responsive web pages with HTML and CSS, and add interactivity with JavaScript.',
    details: {
      credits: 3,
      topics: [
        'HTML structure and semantics',
        'CSS layout and responsive design',
        'Web accessibility',
        'JavaScript and the DOM',
        'Publishing a site',
      ],
      prerequisites: [],
      courseText: 'Included: an interactive online platform with an in-browser code editor.',
      gradingCriteria: [
        { item: 'Coding exercises', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Portfolio website', weightPercent: 40 },
      ],
    },
  },
  {
    id: 5004,
    code: 'CSC230',
    name: 'Web Application Development',
    category: 'cs',
    subcategory: 'programming',
    priceCents: 6_945,
    description:
      'Build a full web application with a JavaScript front end, an HTTP API and a database, and deploy it.',
    details: {
      credits: 3,
      topics: [
        'HTTP and REST APIs',
        'Server-side JavaScript',
        'Front-end frameworks',
        'Persisting data',
        'Authentication and deployment',
      ],
      prerequisites: ['CSC120', 'CSC130'],
      courseText: 'Included: an interactive online platform with cloud development workspaces.',
      gradingCriteria: [
        { item: 'Programming labs', weightPercent: 40 },
        { item: 'Code reviews', weightPercent: 10 },
        { item: 'Final application', weightPercent: 50 },
      ],
    },
  },
  {
    id: 5005,
    code: 'CSC240',
    name: 'Software Engineering Practices',
    category: 'cs',
    subcategory: 'programming',
    priceCents: 6_945,
    description:
      'Work in a small team to gather requirements, plan in sprints, use Git and code review, and ship a tested piece of software.',
    details: {
      credits: 3,
      topics: [
        'Requirements and user stories',
        'Agile planning',
        'Version control with Git',
        'Code review and testing',
        'Continuous integration',
      ],
      prerequisites: ['CSC120'],
      courseText: 'Included: an open software engineering textbook and hosted Git repositories.',
      gradingCriteria: [
        { item: 'Sprint deliverables', weightPercent: 40 },
        { item: 'Individual reflections', weightPercent: 20 },
        { item: 'Team project', weightPercent: 40 },
      ],
    },
  },
  // Computer Science: Data and Algorithms
  {
    id: 5006,
    code: 'CSC220',
    name: 'Data Structures',
    category: 'cs',
    subcategory: 'data-algorithms',
    priceCents: 6_945,
    description:
      'Implement and choose between lists, stacks, queues, hash tables, trees and graphs, and reason about their running time with big-O notation.',
    details: {
      credits: 3,
      topics: [
        'Big-O analysis',
        'Lists, stacks and queues',
        'Hash tables',
        'Trees and heaps',
        'Graphs',
      ],
      prerequisites: ['CSC120'],
      courseText: 'Included: an interactive online textbook with algorithm visualisations.',
      gradingCriteria: [
        { item: 'Programming assignments', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Midterm exam', weightPercent: 15 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 5007,
    code: 'CSC250',
    name: 'Algorithms',
    category: 'cs',
    subcategory: 'data-algorithms',
    priceCents: 6_945,
    description:
      'Design, analyse and prove correct algorithms for sorting, searching and graph problems using divide and conquer, greedy methods and dynamic programming.',
    details: {
      credits: 3,
      topics: [
        'Sorting and searching',
        'Divide and conquer',
        'Greedy algorithms',
        'Dynamic programming',
        'Graph algorithms',
      ],
      prerequisites: ['CSC220', 'MTH160'],
      courseText:
        'Included: an open algorithms textbook and an online judge for programming problems.',
      gradingCriteria: [
        { item: 'Problem sets', weightPercent: 30 },
        { item: 'Programming assignments', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 40 },
      ],
    },
  },
  {
    id: 5008,
    code: 'DBS201',
    name: 'Database Fundamentals',
    category: 'cs',
    subcategory: 'data-algorithms',
    priceCents: 6_945,
    description:
      'Design a normalised relational database from business requirements and write SQL queries to create, read, update and report on its data.',
    details: {
      credits: 3,
      topics: [
        'The relational model',
        'Entity-relationship modelling',
        'Normalisation',
        'SQL queries and joins',
        'Transactions and indexes',
      ],
      prerequisites: ['CSC110'],
      courseText: 'Included: an interactive online platform with an in-browser SQL database.',
      gradingCriteria: [
        { item: 'SQL labs', weightPercent: 40 },
        { item: 'Quizzes', weightPercent: 20 },
        { item: 'Database design project', weightPercent: 40 },
      ],
    },
  },
  {
    id: 5009,
    code: 'DAT210',
    name: 'Data Analysis with Python',
    category: 'cs',
    subcategory: 'data-algorithms',
    priceCents: 6_945,
    description:
      'Load, clean, summarise and visualise real data sets in Python, and present what the data shows in a short written report.',
    details: {
      credits: 3,
      topics: [
        'Working with notebooks',
        'Loading and cleaning data',
        'Descriptive statistics',
        'Data visualisation',
        'Communicating results',
      ],
      prerequisites: ['CSC110', 'MTH150'],
      courseText: 'Included: hosted Python notebooks and open practice data sets.',
      gradingCriteria: [
        { item: 'Notebook assignments', weightPercent: 50 },
        { item: 'Quizzes', weightPercent: 15 },
        { item: 'Final data project', weightPercent: 35 },
      ],
    },
  },
  // Computer Science: Mathematics
  {
    id: 5010,
    code: 'MTH120',
    name: 'College Algebra',
    category: 'cs',
    subcategory: 'mathematics',
    priceCents: 6_945,
    description:
      'Solve equations and inequalities, and use linear, quadratic, exponential and logarithmic functions to model real situations.',
    details: {
      credits: 3,
      topics: [
        'Equations and inequalities',
        'Functions and their graphs',
        'Polynomial and rational functions',
        'Exponential and logarithmic functions',
        'Systems of equations',
      ],
      prerequisites: [],
      courseText:
        'Included: an open textbook, College Algebra (open edition), and an online homework system.',
      gradingCriteria: [
        { item: 'Online homework', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 15 },
        { item: 'Unit exams', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 5011,
    code: 'MTH150',
    name: 'Introduction to Statistics',
    category: 'cs',
    subcategory: 'mathematics',
    priceCents: 6_945,
    description:
      'Summarise data, work with probability and the normal distribution, and use confidence intervals and hypothesis tests to draw sound conclusions.',
    details: {
      credits: 3,
      topics: [
        'Describing data',
        'Probability',
        'The normal distribution',
        'Confidence intervals',
        'Hypothesis testing and regression',
      ],
      prerequisites: ['MTH120'],
      courseText: 'Included: an open statistics textbook and an online homework system.',
      gradingCriteria: [
        { item: 'Online homework', weightPercent: 30 },
        { item: 'Data project', weightPercent: 15 },
        { item: 'Unit exams', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 5012,
    code: 'MTH160',
    name: 'Discrete Mathematics',
    category: 'cs',
    subcategory: 'mathematics',
    priceCents: 6_945,
    description:
      'Use logic, sets, proofs, counting and graphs to reason precisely about the problems that come up in computer science.',
    details: {
      credits: 3,
      topics: [
        'Logic and proofs',
        'Sets, relations and functions',
        'Induction and recursion',
        'Counting and probability',
        'Graphs and trees',
      ],
      prerequisites: ['MTH120'],
      courseText: 'Included: an open discrete mathematics textbook and an online homework system.',
      gradingCriteria: [
        { item: 'Problem sets', weightPercent: 35 },
        { item: 'Quizzes', weightPercent: 15 },
        { item: 'Midterm exam', weightPercent: 20 },
        { item: 'Final exam', weightPercent: 30 },
      ],
    },
  },
  {
    id: 5013,
    code: 'MTH170',
    name: 'Precalculus',
    category: 'cs',
    subcategory: 'mathematics',
    priceCents: 6_945,
    description:
      'Work fluently with functions, trigonometry, vectors and sequences so you are ready for calculus.',
    details: {
      credits: 3,
      topics: [
        'Functions and transformations',
        'Trigonometric functions',
        'Trigonometric identities and equations',
        'Vectors and polar coordinates',
        'Sequences and series',
      ],
      prerequisites: ['MTH120'],
      courseText: 'Included: an open precalculus textbook and an online homework system.',
      gradingCriteria: [
        { item: 'Online homework', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 15 },
        { item: 'Unit exams', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
  {
    id: 5014,
    code: 'MTH210',
    name: 'Calculus I',
    category: 'cs',
    subcategory: 'mathematics',
    priceCents: 6_945,
    description:
      'Compute limits, derivatives and basic integrals, and use them to solve rate-of-change and optimisation problems.',
    details: {
      credits: 3,
      topics: [
        'Limits and continuity',
        'Derivatives',
        'Applications of derivatives',
        'Optimisation',
        'Introduction to integrals',
      ],
      prerequisites: ['MTH170'],
      courseText: 'Included: an open calculus textbook and an online homework system.',
      gradingCriteria: [
        { item: 'Online homework', weightPercent: 30 },
        { item: 'Quizzes', weightPercent: 15 },
        { item: 'Unit exams', weightPercent: 30 },
        { item: 'Final exam', weightPercent: 25 },
      ],
    },
  },
];

/**
 * Who runs a course (docs/lti.md): ACROBATIQ the business courses (over LTI 1.1), Moodle the rest
 * (LTI 1.3), so the demo student has a course of each.
 */
export const courseProvider = (category: string) =>
  category === 'business' ? 'ACROBATIQ' : 'MOODLE';

/** A course's gradeable modules at its provider: one per topic, numbered after the course code. */
export const courseModules = (course: Pick<CourseSeed, 'code' | 'details'>): CourseModule[] =>
  course.details.topics.map((title, index) => ({
    idNumber: `${course.code}-M${index + 1}`,
    title,
  }));
