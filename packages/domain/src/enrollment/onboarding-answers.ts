import type { OnboardingQuestion } from '../tenant/tenant-config';
import type { ValidationMessageId } from '../i18n/en';

export interface AnswerProblem {
  /** `userData.<question id>` */
  field: string;
  code: ValidationMessageId;
}

/**
 * Checks onboarding answers against the tenant's questions (tenant config `onboardingQuestions`):
 * every required question answered, select answers among their options, and no answer to a
 * question the tenant does not ask. The answers' characters are checked by the request schema.
 */
export function onboardingAnswerProblems(
  questions: readonly OnboardingQuestion[],
  answers: Readonly<Record<string, string>>,
): AnswerProblem[] {
  const asked = new Set(questions.map((q) => q.id));
  const unknown = Object.keys(answers)
    .filter((id) => !asked.has(id))
    .map((id) => ({ field: `userData.${id}`, code: 'validation.option' as const }));
  const problems = questions.flatMap((question): AnswerProblem[] => {
    const answer = answers[question.id]?.trim() ?? '';
    const field = `userData.${question.id}`;
    if (answer === '') return question.required ? [{ field, code: 'validation.required' }] : [];
    if (question.options && !question.options.includes(answer)) {
      return [{ field, code: 'validation.option' }];
    }
    return [];
  });
  return [...problems, ...unknown];
}
