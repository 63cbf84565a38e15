// docs/product/states-and-transitions.md "Grade feedback" and constants-and-limits.md "Grade thresholds: 80 is success, 70 is warning".
export const GRADE_THRESHOLDS = { success: 80, warning: 70 } as const;

export const GRADE_FEEDBACKS = ['NOT_STARTED', 'COMPLETE', 'SUCCESS', 'WARNING', 'ERROR'] as const;

export type GradeFeedback = (typeof GRADE_FEEDBACKS)[number];

export const GRADE_FEEDBACK_MESSAGES: Record<GradeFeedback, string> = {
  NOT_STARTED: 'Ready to Start',
  COMPLETE: 'Course Complete!',
  SUCCESS: 'Your Grade is 80% or better',
  WARNING: 'Your Grade is passing, but you may benefit from the resources below',
  ERROR: 'Your Grade is below 70% - see Resources below for guidance.',
};

/**
 * Feedback for a course grade in percent; `null` before anything is graded. A completed course
 * reads 'Course Complete!' whatever the grade. Messages: 'coursework.grade.<feedback>'.
 */
export function gradeFeedback({
  gradePercent,
  completed,
}: {
  gradePercent: number | null;
  completed: boolean;
}): GradeFeedback {
  if (completed) return 'COMPLETE';
  if (gradePercent === null) return 'NOT_STARTED';
  if (gradePercent >= GRADE_THRESHOLDS.success) return 'SUCCESS';
  if (gradePercent >= GRADE_THRESHOLDS.warning) return 'WARNING';
  return 'ERROR';
}
