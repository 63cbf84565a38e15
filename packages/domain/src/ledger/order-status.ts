import { z } from 'zod';

// docs/product/states-and-transitions.md gives two readings; we keep the upper-case four-state one, which includes PENDING.
export const ORDER_STATUSES = ['CREATED', 'PENDING', 'SUCCESS', 'FAIL'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusSchema = z.enum(ORDER_STATUSES);
