import {
  matchSettlementDay,
  type SettlementGateway,
  type SettlementLine,
} from '@portal/domain/ledger/reconciliation';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import {
  refundsStillPending,
  settlementLedgerLines,
} from '../../ledger-records/settlement-ledger-lines';
import { reconciliationQueries } from './reconciliation-queries';

/** Where a gateway's settlement file of a day comes from, as its lines. */
export type SettlementFileSource = (day: string) => Promise<SettlementLine[]>;

/**
 * Imports a gateway's settlement file of a UTC day (docs/reconciliation.md "Matching"): once per
 * gateway and day (a second import, from any instance, finds the day taken and does nothing). The
 * file is read before the transaction, as any call to a gateway is; a file that cannot be read
 * at all throws (UnreadableSettlementFile) before anything is stored. Besides what did not match,
 * the day flags the gateway's refunds whose window to complete ran out that day (STILL_PENDING).
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
    const stillPending = await refundsStillPending(tx, gateway, day);
    const taken = await reconciliationQueries.claimDay(tx, {
      gateway,
      day,
      fileLines: file.length,
      ledgerLines: ledger.length,
      importedAt: options.clock.now(),
    });
    if (!taken) return 'already-imported';
    const mismatches = [
      ...matchSettlementDay(file, ledger),
      ...stillPending.map((entry) => ({
        kind: 'STILL_PENDING' as const,
        transactionId: entry.transactionId,
        file: null,
        ledger: entry,
      })),
    ];
    await reconciliationQueries.insertItems(
      tx,
      mismatches.map((mismatch) => ({
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
