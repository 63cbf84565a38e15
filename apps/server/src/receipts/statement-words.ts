import { MONTH_NAMES, SPANISH_MONTH_NAMES, type MonthKey } from '@portal/domain/dates/date-formats';
import type { Language } from '@portal/domain/i18n/languages';

// An employer's monthly statement's words (docs/employers.md "Statements"), one table per
// language: Spanish typed against English, so that a missing entry does not compile
// (docs/languages.md "Translations"). A statement is written in its tenant's default language.

/** The month and the year of `YYYY-MM`. */
const parts = (month: string) => ({ key: month.slice(5, 7) as MonthKey, year: month.slice(0, 4) });

const en = {
  /** "November 2026" of `2026-11`. */
  month: (month: string) => `${MONTH_NAMES[parts(month).key]} ${parts(month).year}`,
  title: (month: string) => `Statement for ${month}`,
  issuedBy: (tenant: string) => `Issued by ${tenant}.`,
  soFar: 'The month is not over: this statement shows the codes redeemed so far.',
  billedTo: 'Billed to',
  whatIsBilled: 'What is billed',
  rule: "Each access code redeemed in the month (UTC) is billed once, at its program's price when the code's batch was generated. Codes not redeemed, withdrawn or expired are not billed.",
  codesRedeemed: 'Codes redeemed',
  noCode: 'No code was redeemed in this month.',
  columns: {
    code: 'Code',
    learner: 'Learner',
    program: 'Program',
    redeemed: 'Redeemed',
    amount: 'Amount',
  },
  total: 'Total',
  summary: 'Summary',
};

const es: typeof en = {
  month: (month) => `${SPANISH_MONTH_NAMES[parts(month).key]} de ${parts(month).year}`,
  title: (month) => `Estado de cuenta de ${month}`,
  issuedBy: (tenant) => `Emitido por ${tenant}.`,
  soFar: 'El mes no ha terminado: este estado de cuenta muestra los códigos canjeados hasta ahora.',
  billedTo: 'Facturado a',
  whatIsBilled: 'Qué se factura',
  rule: 'Cada código de acceso canjeado en el mes (UTC) se factura una vez, al precio de su programa cuando se generó el lote del código. Los códigos no canjeados, retirados o vencidos no se facturan.',
  codesRedeemed: 'Códigos canjeados',
  noCode: 'No se canjeó ningún código en este mes.',
  columns: {
    code: 'Código',
    learner: 'Estudiante',
    program: 'Programa',
    redeemed: 'Canjeado',
    amount: 'Monto',
  },
  total: 'Total',
  summary: 'Resumen',
};

export const STATEMENT_WORDS: Record<Language, typeof en> = { en, es };
