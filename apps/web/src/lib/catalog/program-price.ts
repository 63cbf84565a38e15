import { formatPricePer } from '@portal/domain/ledger/periodicity';
import { formatMoney } from '@portal/domain/money/format-money';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';

/** A program's price with its period ("$299.00 per month"); a program without a plan has none. */
export function programPrice(program: Pick<DegreeProgram, 'price' | 'periodicity'>): string {
  return program.periodicity
    ? formatPricePer(program.price, program.periodicity)
    : formatMoney(program.price);
}
