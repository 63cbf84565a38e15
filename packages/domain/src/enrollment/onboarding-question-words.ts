import { type Written, writtenIn } from '../content/written-in';
import type { Language } from '../i18n/languages';
import type { OnboardingQuestion } from '../tenant/tenant-config';

/** A question as a page shows it. */
export interface QuestionWords {
  label: string;
  /** A select's choices: the answer saved (the English option) and what the page calls it. */
  options: { value: string; label: string }[];
}

/**
 * A tenant's onboarding question for a page in `language` (docs/languages.md "A tenant's own
 * content"): its words in that language when the tenant wrote them, else its English. The answer
 * is the English option in every language (the Spanish options are in the same order), so that
 * staff and reports read one answer whichever language the learner chose it in.
 */
export function questionIn(
  question: OnboardingQuestion,
  language: Language,
): Written<QuestionWords> {
  const english = question.options ?? [];
  const words = writtenIn({ en: question, es: question.es }, language);
  return {
    language: words.language,
    text: {
      label: words.text.label,
      options: english.map((value, i) => ({ value, label: words.text.options?.[i] ?? value })),
    },
  };
}
