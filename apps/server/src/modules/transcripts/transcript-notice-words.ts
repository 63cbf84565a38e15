import type { TranscriptStatus } from '@portal/domain/coursework/transcript-request';
import type { Language } from '@portal/domain/i18n/languages';

// The words of the mails about transcripts, prior credit and the admissions review
// (docs/transcripts.md), one table per language: Spanish typed against English, so that a
// missing entry does not compile (docs/languages.md "Translations").

type Words = Record<
  Exclude<TranscriptStatus, 'CANCELLED'>,
  { subject: (to: string) => string; paragraph: (to: string) => string }
>;

const transcriptEn: Words = {
  REQUESTED: {
    subject: () => 'We received your transcript request',
    paragraph: (to) =>
      `We received your request to send your transcript to ${to}. We will write to you as it moves along.`,
  },
  SENT: {
    subject: (to) => `Your transcript was sent to ${to}`,
    paragraph: (to) => `Your official transcript is on its way to ${to}.`,
  },
  RECEIVED: {
    subject: (to) => `${to} received your transcript`,
    paragraph: (to) => `${to} confirmed that it received your transcript and is reviewing it.`,
  },
  POSTED: {
    subject: (to) => `${to} posted your credit`,
    paragraph: (to) =>
      `${to} has posted the credit from your transcript to your record there. Congratulations!`,
  },
};

const en = {
  transcript: transcriptEn,
  admissionsRequested: {
    subject: 'We received your request for an admissions review',
    paragraph:
      'The admissions office will review your completed courses and the transcripts you sent, and will contact you with its decision.',
  },
  admitted: {
    subject: 'You are admitted',
    paragraph:
      'The registrar reviewed your completed courses and the transcripts you sent: you are admitted. Congratulations!',
  },
  notAdmitted: {
    subject: 'Your admissions review: not admitted',
    paragraph:
      'The registrar reviewed your completed courses and the transcripts you sent, and could not admit you this time.',
  },
  priorCreditDenied: {
    subject: (course: string) => `Prior credit not granted for ${course}`,
    paragraph: (course: string) =>
      `Your request for prior credit was reviewed: ${course} was not credited, and it stays part of your program to take.`,
  },
  priorCreditGranted: {
    subject: (course: string) => `Prior credit granted for ${course}`,
    paragraph: (course: string) =>
      `Your request for prior credit was reviewed: ${course} now counts toward your program, and you do not need to take it.`,
  },
  registrarWrote: (message: string) => `The registrar wrote: ${message}`,
  labels: { courses: 'Courses', course: 'Course', recipient: 'Recipient', date: 'Date' },
  actions: {
    checklist: 'See your admissions checklist',
    review: 'See your admissions review',
    credit: 'See your transcripts and credit',
    follow: 'Follow your transcript',
  },
};

const es: typeof en = {
  transcript: {
    REQUESTED: {
      subject: () => 'Recibimos su solicitud de certificado de calificaciones',
      paragraph: (to) =>
        `Recibimos su solicitud para enviar su certificado de calificaciones a ${to}. Le escribiremos a medida que avance.`,
    },
    SENT: {
      subject: (to) => `Se envió su certificado de calificaciones a ${to}`,
      paragraph: (to) => `Su certificado de calificaciones oficial va en camino a ${to}.`,
    },
    RECEIVED: {
      subject: (to) => `${to} recibió su certificado de calificaciones`,
      paragraph: (to) =>
        `${to} confirmó que recibió su certificado de calificaciones y lo está revisando.`,
    },
    POSTED: {
      subject: (to) => `${to} registró sus créditos`,
      paragraph: (to) =>
        `${to} registró en su expediente los créditos de su certificado de calificaciones. ¡Felicitaciones!`,
    },
  },
  admissionsRequested: {
    subject: 'Recibimos su solicitud de revisión de admisión',
    paragraph:
      'La oficina de admisiones revisará sus cursos completados y los certificados de calificaciones que envió, y se comunicará con usted para informarle su decisión.',
  },
  admitted: {
    subject: 'Su admisión fue aceptada',
    paragraph:
      'La oficina de registro revisó sus cursos completados y los certificados de calificaciones que envió: su admisión fue aceptada. ¡Felicitaciones!',
  },
  notAdmitted: {
    subject: 'Su revisión de admisión: admisión no aceptada',
    paragraph:
      'La oficina de registro revisó sus cursos completados y los certificados de calificaciones que envió, y esta vez no pudo aceptar su admisión.',
  },
  priorCreditDenied: {
    subject: (course) => `No se otorgaron créditos previos para ${course}`,
    paragraph: (course) =>
      `Se revisó su solicitud de créditos previos: no se acreditó ${course}, que sigue siendo parte de los cursos de su programa.`,
  },
  priorCreditGranted: {
    subject: (course) => `Se otorgaron créditos previos para ${course}`,
    paragraph: (course) =>
      `Se revisó su solicitud de créditos previos: ${course} ahora cuenta para su programa y no necesita tomarlo.`,
  },
  registrarWrote: (message) => `La oficina de registro escribió: ${message}`,
  labels: { courses: 'Cursos', course: 'Curso', recipient: 'Destinatario', date: 'Fecha' },
  actions: {
    checklist: 'Ver su lista de verificación de admisión',
    review: 'Ver su revisión de admisión',
    credit: 'Ver sus expedientes académicos y créditos',
    follow: 'Seguir su certificado de calificaciones',
  },
};

export const TRANSCRIPT_NOTICE_WORDS: Record<Language, typeof en> = { en, es };
