import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionLevel, permissionSchema } from './permission';

describe('permissionLevel (docs/product/states-and-transitions.md, roles-and-permissions.md)', () => {
  it.each([
    ['CAN_VIEW_FRONT_STORE', 0],
    ['CAN_PLACE_ORDER', 1],
    ['CAN_PAY', 2],
    ['CAN_FILL_PROFILE', 3],
    ['CAN_SELECT_COURSEWORK', 4],
    ['CAN_COMPLETE_ONBOARDING', 5],
    ['CAN_ACCESS_DASHBOARD', 6],
  ] as const)('%s is level %i', (permission, level) => {
    expect(permissionLevel(permission)).toBe(level);
  });

  it('the schema accepts exactly the seven keys', () => {
    expect(PERMISSIONS.every((p) => permissionSchema.safeParse(p).success)).toBe(true);
    expect(permissionSchema.safeParse('CAN_FLY').success).toBe(false);
  });
});
