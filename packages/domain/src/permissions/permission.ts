import { z } from 'zod';

// Ordered lowest to highest (docs/product/states-and-transitions.md "Permission levels", roles-and-permissions.md): the index is the level.
export const PERMISSIONS = [
  'CAN_VIEW_FRONT_STORE',
  'CAN_PLACE_ORDER',
  'CAN_PAY',
  'CAN_FILL_PROFILE',
  'CAN_SELECT_COURSEWORK',
  'CAN_COMPLETE_ONBOARDING',
  'CAN_ACCESS_DASHBOARD',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const permissionSchema = z.enum(PERMISSIONS);

/** The permission's level, 0 (front store) to 6 (dashboard). */
export function permissionLevel(p: Permission): number {
  return PERMISSIONS.indexOf(p);
}
