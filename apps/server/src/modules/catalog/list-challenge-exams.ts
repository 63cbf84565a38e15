import { spanishOf } from '@portal/domain/catalog/catalog-api';
import type { ChallengeExam } from '@portal/domain/ledger/challenge-exam';
import type { Executor } from '../../db/database';
import { catalogQueries } from './catalog-queries';

type ExamRow = Awaited<ReturnType<typeof catalogQueries.challengeExams>>[number];

const challengeExamView = ({ exam, course }: ExamRow): ChallengeExam => ({
  productId: exam.id,
  name: exam.name,
  ...spanishOf(exam.es, ['name']),
  price: exam.priceCents,
  course: {
    productId: course.id,
    code: course.code,
    name: course.name,
    ...spanishOf(course.es, ['name']),
  },
});

/** GET /catalog-api/challenge-exams: every exam product with the course it examines. */
export async function listChallengeExams(db: Executor): Promise<ChallengeExam[]> {
  return (await catalogQueries.challengeExams(db)).map(challengeExamView);
}

/** One exam product, or undefined for an unknown id or a product that is no exam. */
export async function findChallengeExam(
  db: Executor,
  productId: number,
): Promise<ChallengeExam | undefined> {
  const [row] = await catalogQueries.challengeExams(db, productId);
  return row && challengeExamView(row);
}
