import { describe, expect, it } from 'vitest';
import { ENROLLMENT_TYPES, type EnrollmentType } from '../enrollment/enrollment-type';
import { PERMISSIONS } from './permission';
import { defaultRouteMap } from './route-map';

describe('defaultRouteMap (docs/product/screens-and-routes.md)', () => {
  it.each<[EnrollmentType, string]>([
    ['paid-preselected', '/enrollment/payment'],
    ['paid-selective', '/enrollment/payment'],
    ['prepaid', '/enrollment/account'],
    ['davita-assessment-prepaid', '/assessment-account-creation'],
  ])('%s places orders at %s', (type, route) => {
    expect(defaultRouteMap(type).CAN_PLACE_ORDER[0]).toBe(route);
  });

  it.each(ENROLLMENT_TYPES)('%s: every level has a concrete first route', (type) => {
    const map = defaultRouteMap(type);
    for (const permission of PERMISSIONS) {
      expect(map[permission][0]).toMatch(/^\/[^:*?]*$/);
    }
  });

  it('keeps the dashboard-only help pages out of the front store', () => {
    const frontStore = defaultRouteMap('paid-preselected').CAN_VIEW_FRONT_STORE;
    expect(frontStore).toContain('/help-center/tutoring');
    expect(frontStore).not.toContain('/help-center/support-request');
    expect(frontStore.some((r) => r.startsWith('/help-center/*'))).toBe(false);
  });

  it.each(ENROLLMENT_TYPES)(
    '%s: a learner who has paid may see the confirmation but not the payment form',
    (type) => {
      const map = defaultRouteMap(type);
      expect(map.CAN_FILL_PROFILE[0]).toBe('/onboarding/profile');
      expect(map.CAN_FILL_PROFILE).toContain('/enrollment/payment/review/:paymentResponseStatus?');
      expect(map.CAN_FILL_PROFILE).not.toContain('/enrollment/payment');
    },
  );

  it('returns a fresh map each time, so a caller may edit it', () => {
    const map = defaultRouteMap('prepaid');
    map.CAN_VIEW_FRONT_STORE.push('/x');
    expect(defaultRouteMap('prepaid').CAN_VIEW_FRONT_STORE).not.toContain('/x');
  });
});
