// Tables of orders (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { products } from '../catalog/catalog-tables';
import { degreePrograms } from '../organization/organization-tables';
import { users } from '../users/user-tables';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // ENROLLMENT_PLAN | CHALLENGE_EXAM
    status: text('status').notNull(), // CREATED | PENDING | SUCCESS | FAIL
    degreeProgramId: integer('degree_program_id').references(() => degreePrograms.id),
    /** A challenge-exam order: the exam product it buys (also its order item's product). */
    examProductId: integer('exam_product_id').references(() => products.id),
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.tenantId, t.userId, t.kind),
    // One enrolment order per learner: PUT /ledger-api/orders/degreeprogram is create-or-return.
    uniqueIndex('orders_one_enrollment_plan_idx')
      .on(t.tenantId, t.userId)
      .where(sql`kind = 'ENROLLMENT_PLAN'`),
    // One order per learner and exam: PUT /ledger-api/orders/challenge-exam is create-or-return.
    uniqueIndex('orders_one_challenge_exam_idx')
      .on(t.tenantId, t.userId, t.examProductId)
      .where(sql`kind = 'CHALLENGE_EXAM'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    name: text('name').notNull(),
    /**
     * Its Spanish name as the catalog wrote it when the order was placed, null when it had none
     * (docs/languages.md "What an order holds"): the order keeps the name it was sold under.
     */
    es: jsonb('es').$type<{ name: string }>(),
    priceCents: integer('price_cents').notNull(),
    specs: jsonb('specs').$type<{ type: string }[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // pending | enabled | expired
    expiresAt: timestampTz('expires_at'),
    daysToRestart: integer('days_to_restart'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
