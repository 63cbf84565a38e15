import type { Language } from '@portal/domain/i18n/languages';

// The dispute mails' words (docs/disputes.md), one table per language: Spanish typed against
// English, so that a missing entry does not compile (docs/languages.md "Translations").

const en = {
  opened: {
    subject: (amount: string) => `Your bank opened a dispute of a ${amount} payment`,
    told: (amount: string) =>
      `Your bank told us you dispute a payment of ${amount} to us. We will answer it, and your bank will decide.`,
    paused: 'Your access to your courses is paused until the dispute is decided.',
    unchanged: 'Your access to your courses does not change meanwhile.',
  },
  decidedSubject: (amount: string) => `The dispute of a ${amount} payment was decided`,
  won: (amount: string) =>
    `Your bank decided the dispute of a ${amount} payment in our favour: the payment stands.`,
  accessBack: 'Your access to your courses is back.',
  lost: (amount: string) =>
    `Your bank decided the dispute of a ${amount} payment in your favour: the money went back to you.`,
  disputedLabel: 'Disputed',
  dateLabel: 'Date',
  seeHistory: 'See your payment history',
};

const es: typeof en = {
  opened: {
    subject: (amount) => `Su banco abrió una disputa de un pago de ${amount}`,
    told: (amount) =>
      `Su banco nos informó que usted disputa un pago de ${amount} que nos hizo. Nosotros responderemos y su banco decidirá.`,
    paused: 'Su acceso a sus cursos queda en pausa hasta que se decida la disputa.',
    unchanged: 'Mientras tanto, su acceso a sus cursos no cambia.',
  },
  decidedSubject: (amount) => `Se decidió la disputa de un pago de ${amount}`,
  won: (amount) =>
    `Su banco decidió la disputa de un pago de ${amount} a nuestro favor: el pago se mantiene.`,
  accessBack: 'Su acceso a sus cursos se restableció.',
  lost: (amount) =>
    `Su banco decidió la disputa de un pago de ${amount} a su favor: el dinero se le devolvió.`,
  disputedLabel: 'En disputa',
  dateLabel: 'Fecha',
  seeHistory: 'Ver su historial de pagos',
};

export const DISPUTE_NOTICE_WORDS: Record<Language, typeof en> = { en, es };
