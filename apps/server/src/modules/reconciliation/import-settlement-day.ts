import {
  matchSettlementDay,
  type SettlementGateway,
  type SettlementLine,
} from '@portal/domain/ledger/reconciliation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { settlementLedgerLines } from '../../ledger-records/settlement-ledger-lines';
import { reconciliationQueries } from './reconciliation-queries';

/** Where a gateway's settlement file of a day comes from, as its lines. */
export type SettlementFileSource = (day: string) => Promise<SettlementLine[]>;

/**
 * Imports a gateway's settlement file of a UTC day (docs/reconciliation.md "Matching"): once per
 * gateway and day (a second import, from any instance, finds the day taken and does nothing). The
 * file is read before the transaction, as any call to a gateway is.
 */
export async function importSettlementDay(options: {
  db: Database;
  clock: Clock;
  gateway: SettlementGateway;
  day: string;
  readFile: SettlementFileSource;
}): Promise<'imported' | 'already-imported'> {
  const { db, gateway, day } = options;
  const file = await options.readFile(day);
  return db.transaction(async (tx) => {
    const ledger = await settlementLedgerLines(tx, gateway, day);
    const taken = await reconciliationQueries.claimDay(tx, {
      gateway,
      day,
      fileLines: file.length,
      ledgerLines: ledger.length,
      importedAt: options.clock.now(),
    });
    if (!taken) return 'already-imported';
    await reconciliationQueries.insertItems(
      tx,
      matchSettlementDay(file, ledger).map((mismatch) => ({
        dayId: taken.id,
        tenantId: mismatch.ledger?.tenantId ?? null,
        kind: mismatch.kind,
        transactionId: mismatch.transactionId,
        fileLine: mismatch.file,
        ledgerLine: mismatch.ledger,
      })),
    );
    return 'imported';
  });
}
