import type { Language } from '@portal/domain/i18n/languages';

// The recovery mail's words (docs/password-recovery.md), one table per language: Spanish typed
// against English, so that a missing entry does not compile (docs/languages.md "Translations").

const en = {
  subject: (tenant: string) => `Reset your ${tenant} password`,
  asked: (tenant: string, minutes: number) =>
    `Someone asked to reset the password of your ${tenant} account. If it was you, choose a new password with the link below. It works once, for ${minutes} minutes.`,
  notYou: 'If you did not ask, you can ignore this e-mail: your password stays as it is.',
  choose: 'Choose a new password',
};

const es: typeof en = {
  subject: (tenant) => `Restablezca su contraseña de ${tenant}`,
  asked: (tenant, minutes) =>
    `Alguien pidió restablecer la contraseña de su cuenta de ${tenant}. Si fue usted, elija una nueva contraseña con el enlace de abajo. Funciona una sola vez, durante ${minutes} minutos.`,
  notYou:
    'Si no lo pidió, puede ignorar este correo electrónico: su contraseña sigue siendo la misma.',
  choose: 'Elija una nueva contraseña',
};

export const PASSWORD_RECOVERY_WORDS: Record<Language, typeof en> = { en, es };
