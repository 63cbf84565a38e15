import type { SettlementGateway } from '@portal/domain/ledger/reconciliation';

/**
 * A settlement file that is not the gateway's report at all (another report, a page of HTML, an
 * empty answer): the import stops before it stores anything, and the job fails with this message,
 * so the day stays to import once the file is right (docs/reconciliation.md "Matching").
 */
export class UnreadableSettlementFile extends Error {
  constructor(gateway: SettlementGateway, reason: string) {
    super(`the ${gateway} settlement file cannot be read: ${reason}`);
    this.name = 'UnreadableSettlementFile';
  }
}

/**
 * The non-empty rows of a settlement file after its header row, which must be `header`: a file
 * whose columns are not the ones the reader knows could only be misread line by line.
 */
export function settlementRows(text: string, gateway: SettlementGateway, header: string): string[] {
  const rows = text.split(/\r?\n/).filter((row) => row.trim() !== '');
  if (rows[0] !== header) {
    throw new UnreadableSettlementFile(gateway, `its first line is not "${header}"`);
  }
  return rows.slice(1);
}
