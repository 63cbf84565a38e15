// Column helpers shared by the tables files.
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

// Raw bytes: PGlite gives a Uint8Array, node-postgres a Buffer; both are read as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
