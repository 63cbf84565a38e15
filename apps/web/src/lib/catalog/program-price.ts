import { formatMoney } from '@portal/domain/money/format-money';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';
import type { PageFormats } from '../page-formats';

/** A program's price with its period ("$299.00 per month"); a program without a plan has none. */
export function programPrice(
  program: Pick<DegreeProgram, 'price' | 'periodicity'>,
  formats: PageFormats,
): string {
  return program.periodicity
    ? formats.price(program.price, program.periodicity)
    : formatMoney(program.price);
}
