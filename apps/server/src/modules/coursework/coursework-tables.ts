// Tables of coursework (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { bigserial, boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { products } from '../catalog/catalog-tables';
import { users } from '../users/user-tables';

export const courseworkEnrollments = pgTable(
  'coursework_enrollments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    enrollmentStatus: text('enrollment_status').notNull(),
    completed: boolean('completed').notNull().default(false),
    requiredItemsCount: integer('required_items_count').notNull().default(0),
    completedItemsCount: integer('completed_items_count').notNull().default(0),
    gradePercent: integer('grade_percent'),
    lastActiveAt: timestampTz('last_active_at'),
    /** When the provider last sent a grade (AGS score or Basic Outcomes replaceResult). */
    gradeReceivedAt: timestampTz('grade_received_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coursework_user_product_idx').on(t.tenantId, t.userId, t.productId)],
);
