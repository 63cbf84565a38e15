import type { Language } from '@portal/domain/i18n/languages';

// The words of the mail that carries a staff reply to the student (docs/support.md), one table
// per language: Spanish typed against English, so that a missing entry does not compile
// (docs/languages.md "Translations"). The mail to staff stays English, as the console does.

const en = {
  answered: (staffName: string, subject: string) =>
    `${staffName} from the support team answered your request “${subject}”:`,
  readInAccount: 'You can read the whole conversation and answer it in your account.',
  readAndAnswer: 'Read and answer',
};

const es: typeof en = {
  answered: (staffName, subject) =>
    `${staffName}, del equipo de soporte, respondió a su solicitud “${subject}”:`,
  readInAccount: 'Puede leer toda la conversación y responderla en su cuenta.',
  readAndAnswer: 'Leer y responder',
};

export const SUPPORT_REPLY_WORDS: Record<Language, typeof en> = { en, es };
