import type { Order } from '@portal/domain/enrollment/order';
import { offeredPrograms } from '@portal/domain/tenant/tenant-offer';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findProgramPlan } from '../catalog/find-program-plan';
import { listEmployerDegreePrograms } from '../organization/list-employer-degree-programs';
import { recordDegreeProgram } from '../users/record-enrolment';
import { announceMembership, announceOrder } from './ledger-events';
import { membershipQueries } from '../../ledger-records/membership-queries';
import { orderQueries } from '../../ledger-records/order-queries';
import { type Owner } from '../../ledger-records/owner';
import { orderView, viewOfOrder } from '../../ledger-records/ledger-views';

const UNPAID = ['CREATED', 'FAIL'];

/**
 * PUT /ledger-api/orders/degreeprogram: creates the learner's enrolment order for a degree
 * program, or returns the one they have (idempotent), with the membership `pending` in the same
 * transaction. An unpaid order follows the learner to another program; a paid or paying one
 * does not move. An employer's tenant offers only that employer's programs, and a tenant listing
 * its `programs` only those: any other is unknown.
 */
export async function placeEnrollmentOrder(options: {
  db: Database;
  owner: Owner;
  degreeProgramId: number;
  /** The tenant's employer, whose programs alone it offers. */
  employerId: number | undefined;
  /** The tenant's `programs` (enrolment codes), when it lists them: no other is sold there. */
  programCodes: TenantConfig['programs'];
  now: Date;
}): Promise<Order> {
  const { db, owner, degreeProgramId, employerId, programCodes, now } = options;
  if (employerId !== undefined) {
    const offered = await listEmployerDegreePrograms(db, employerId);
    if (!offered.some((program) => program.id === degreeProgramId)) {
      throw new AppError('NOT_FOUND');
    }
  }
  const program = await orderQueries.degreeProgram(db, degreeProgramId);
  // A program the tenant does not offer (docs/storefront.md) is unknown there, as the storefront and the
  // programs API already say.
  const offered = program && offeredPrograms({ programs: programCodes }, [program]).length > 0;
  const plan = offered && (await findProgramPlan(db, program.id));
  if (!program || !plan) throw new AppError('NOT_FOUND');
  // The names it is sold under, kept as they are now (docs/languages.md "What an order holds").
  const items = [
    {
      name: program.name,
      es: program.es?.name === undefined ? null : { name: program.es.name },
      productId: null,
      priceCents: plan.priceCents,
      specs: [{ type: 'ENROLLMENT_PLAN' }],
    },
  ];

  return db.transaction(async (tx) => {
    const created = await orderQueries.insertOrder(tx, {
      ...owner,
      kind: 'ENROLLMENT_PLAN',
      status: 'CREATED',
      degreeProgramId: program.id,
      totalCents: plan.priceCents,
      createdAt: now,
      updatedAt: now,
    });
    if (created) {
      const stored = await orderQueries.insertItems(
        tx,
        items.map((item) => ({ ...item, orderId: created.id })),
      );
      await recordDegreeProgram(tx, owner, program.id);
      const membership = await membershipQueries.ensureMembership(tx, owner, now);
      if (membership) {
        await announceMembership(tx, owner, 'MEMBERSHIP_PENDING', now, membership);
      }
      // A new order has no payment yet: its view is the rows just written.
      return announceOrder(tx, owner, orderView(created, stored, undefined), 'ORDER_CREATED', now);
    }

    // Locked before anything else: a payment pricing this order waits for the change, or the
    // change waits for the payment and then finds the order paying or paid.
    const existing = (await orderQueries.lockEnrollmentOrder(tx, owner))!;
    if (existing.degreeProgramId === program.id) {
      await membershipQueries.ensureMembership(tx, owner, now);
      return viewOfOrder(tx, owner, existing);
    }
    if (existing.status === 'SUCCESS') throw new AppError('ORDER_ALREADY_PAYED');
    if (!UNPAID.includes(existing.status)) throw new AppError('ORDER_IN_PAYMENT_PENDING');
    const moved = (await orderQueries.moveOrder(tx, owner, existing.id, {
      from: UNPAID,
      to: 'CREATED',
      now,
      degreeProgramId: program.id,
      totalCents: plan.priceCents,
    }))!;
    await orderQueries.replaceItems(
      tx,
      moved.id,
      items.map((item) => ({ ...item, orderId: moved.id })),
    );
    await recordDegreeProgram(tx, owner, program.id);
    return announceOrder(tx, owner, moved, 'ORDER_CREATED', now);
  });
}
