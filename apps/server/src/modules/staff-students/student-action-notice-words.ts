import type { Language } from '@portal/domain/i18n/languages';
import type { ContactDetails } from '../users/correct-contact-details';

// The words of the mails a staff action sends the student (docs/staff-console.md "Acting on a
// student"), one table per language: Spanish typed against English, so that a missing entry does
// not compile (docs/languages.md "Translations").

const en = {
  ifNotYou: 'If you did not ask for this, call us.',
  notExpected: 'If you did not expect this, call us.',
  signIn: 'Sign in',
  toDashboard: 'Go to your dashboard',
  sessionsEnded: {
    subject: (tenant: string) => `You were signed out of ${tenant}`,
    done: (tenant: string) =>
      `Our support team signed your ${tenant} account out on every device. Sign in again with your e-mail and password to go on.`,
    notYou: 'If you did not ask for this, choose a new password and call us.',
  },
  profileCorrected: {
    subject: (tenant: string) => `Your ${tenant} details were updated`,
    done: (tenant: string) =>
      `Our support team corrected the details of your ${tenant} account. They now read:`,
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phoneNumbers: 'Phone numbers',
    } satisfies Record<keyof ContactDetails, string>,
    none: 'None',
  },
  emailChanged: {
    subject: (tenant: string) => `Your ${tenant} e-mail address was changed`,
    done: (tenant: string, email: string) =>
      `Our support team changed the e-mail address of your ${tenant} account to ${email}. You sign in with that address from now on, and our mail goes there.`,
  },
  accessExtended: {
    subject: (tenant: string) => `Your ${tenant} access was extended`,
    done: (tenant: string, until: string) =>
      `Our support team extended your access to ${tenant}. It now runs until ${until}.`,
  },
  accessEnded: {
    subject: (tenant: string, now: boolean) =>
      `Your ${tenant} access ${now ? 'has ended' : 'will end'}`,
    today: (tenant: string) => `Our support team ended your access to ${tenant} today.`,
    on: (tenant: string, day: string) =>
      `Our support team set your access to ${tenant} to end on ${day}.`,
  },
  courseWithdrawn: {
    subject: (course: string) => `You were withdrawn from ${course}`,
    done: (course: string, tenant: string) =>
      `Our support team withdrew you from ${course} at ${tenant}. It no longer counts toward your course load, and your dashboard lists it under Removed.`,
  },
  courseReopened: {
    subject: (course: string) => `${course} is open to you again`,
    done: (course: string, tenant: string) =>
      `Our support team re-opened ${course} for you at ${tenant}. Your progress and grade are as you left them.`,
  },
  receipt: {
    subject: (tenant: string) => `Your receipt from ${tenant}`,
    asAsked: (tenant: string) =>
      `As you asked our support team, here is the receipt of your payment to ${tenant}. Its PDF is in your payment history.`,
    order: 'Order',
    total: 'Total',
    date: 'Date',
    paidWith: 'Paid with',
    transactionId: 'Transaction ID',
    download: 'Download the receipt (PDF)',
  },
};

const es: typeof en = {
  ifNotYou: 'Si usted no lo pidió, llámenos.',
  notExpected: 'Si no esperaba esto, llámenos.',
  signIn: 'Iniciar sesión',
  toDashboard: 'Ir a su panel',
  sessionsEnded: {
    subject: (tenant) => `Se cerró su sesión en ${tenant}`,
    done: (tenant) =>
      `Nuestro equipo de soporte cerró la sesión de su cuenta de ${tenant} en todos los dispositivos. Vuelva a iniciar sesión con su correo electrónico y su contraseña para continuar.`,
    notYou: 'Si usted no lo pidió, elija una nueva contraseña y llámenos.',
  },
  profileCorrected: {
    subject: (tenant) => `Se actualizaron sus datos de ${tenant}`,
    done: (tenant) =>
      `Nuestro equipo de soporte corrigió los datos de su cuenta de ${tenant}. Ahora son:`,
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phoneNumbers: 'Números de teléfono',
    },
    none: 'Ninguno',
  },
  emailChanged: {
    subject: (tenant) => `Se cambió su correo electrónico de ${tenant}`,
    done: (tenant, email) =>
      `Nuestro equipo de soporte cambió el correo electrónico de su cuenta de ${tenant} a ${email}. A partir de ahora, inicia sesión con esa dirección y nuestros correos llegan allí.`,
  },
  accessExtended: {
    subject: (tenant) => `Se extendió su acceso a ${tenant}`,
    done: (tenant, until) =>
      `Nuestro equipo de soporte extendió su acceso a ${tenant}. Ahora dura hasta el ${until}.`,
  },
  accessEnded: {
    subject: (tenant, now) => `Su acceso a ${tenant} ${now ? 'terminó' : 'terminará'}`,
    today: (tenant) => `Nuestro equipo de soporte terminó hoy su acceso a ${tenant}.`,
    on: (tenant, day) =>
      `Nuestro equipo de soporte programó el fin de su acceso a ${tenant} para el ${day}.`,
  },
  courseWithdrawn: {
    subject: (course) => `Se le dio de baja de ${course}`,
    done: (course, tenant) =>
      `Nuestro equipo de soporte le dio de baja de ${course} en ${tenant}. Ya no cuenta para su carga de cursos, y su panel lo muestra como Eliminado.`,
  },
  courseReopened: {
    subject: (course) => `${course} vuelve a estar abierto para usted`,
    done: (course, tenant) =>
      `Nuestro equipo de soporte volvió a abrir ${course} para usted en ${tenant}. Su progreso y su calificación siguen como los dejó.`,
  },
  receipt: {
    subject: (tenant) => `Su recibo de ${tenant}`,
    asAsked: (tenant) =>
      `Como lo pidió a nuestro equipo de soporte, este es el recibo de su pago a ${tenant}. Su PDF está en su historial de pagos.`,
    order: 'Pedido',
    total: 'Total',
    date: 'Fecha',
    paidWith: 'Pagado con',
    transactionId: 'ID de la transacción',
    download: 'Descargar recibo (PDF)',
  },
};

export const STUDENT_ACTION_NOTICE_WORDS: Record<Language, typeof en> = { en, es };
