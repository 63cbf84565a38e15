import type { ExamRegistrationStatus } from '@portal/domain/coursework/exam-registration-status';

/**
 * The sandbox proctoring service (the embedded default, as the sandbox gateway is for payments):
 * it registers every candidate, except one whose e-mail address begins with `proctor-fail`,
 * whom it refuses, so the demo and the tests can show REGISTRATION_FAILED (docs/challenge-exams.md).
 */
export function sandboxProctoringAnswer(candidate: {
  email: string;
}): Extract<ExamRegistrationStatus, 'REGISTERED' | 'REGISTRATION_FAILED'> {
  return candidate.email.toLowerCase().startsWith('proctor-fail')
    ? 'REGISTRATION_FAILED'
    : 'REGISTERED';
}
