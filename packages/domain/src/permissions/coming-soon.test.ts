import { describe, expect, it } from 'vitest';
import { comingSoonSendsHome } from './coming-soon';
import { defaultRouteMap } from './route-map';

describe('comingSoonSendsHome (docs/product/screens-and-routes.md coming soon)', () => {
  it.each([
    // The storefront goes home.
    ['/about', 'paid-preselected', true],
    ['/pathways/nursing', 'paid-preselected', true],
    ['/online-college-courses/business', 'paid-preselected', true],
    ['/program', 'paid-preselected', true],
    ['/enrollment/start', 'paid-preselected', true],
    // Registration opens with the site; a signed-in prepaid learner orders there, so it stays.
    ['/enrollment/account', 'paid-preselected', true],
    ['/enrollment/account', 'prepaid', false],
    ['/no-such-page', 'paid-preselected', true],
    // A student can always reach the portal.
    ['/', 'paid-preselected', false],
    ['/login', 'paid-preselected', false],
    ['/login?redirect=%2Faccount%2Fdashboard', 'paid-preselected', false],
    ['/logout', 'paid-preselected', false],
    ['/auth/callback', 'paid-preselected', false],
    ['/auth/password-forgotten', 'paid-preselected', false],
    ['/auth/password-reset/abc123', 'paid-preselected', false],
    ['/payment/iframe', 'paid-preselected', false],
    ['/paymentAsync/SUCCESS', 'paid-preselected', false],
    ['/payment/SUCCESS', 'paid-preselected', false],
    // Everything behind sign-in is the guard's to decide.
    ['/enrollment/payment', 'paid-preselected', false],
    ['/enrollment/payment/review/SUCCESS', 'paid-preselected', false],
    ['/onboarding/profile', 'paid-preselected', false],
    ['/onboarding/success', 'paid-preselected', false],
    ['/account/dashboard', 'paid-preselected', false],
    ['/help-center/support-request', 'paid-preselected', false],
    // How to report a barrier is readable before the site opens (docs/accessibility/README.md); other articles wait.
    ['/help-center/policies/accessibility', 'paid-preselected', false],
    ['/help-center/policies/accessibility', 'prepaid', false],
    ['/help-center/policies/privacy-policy', 'paid-preselected', true],
    // The staff console is not the storefront: a partner's staff work before the site opens.
    ['/staff', 'paid-preselected', false],
    ['/staff/students?q=ada', 'paid-preselected', false],
    ['/staff/registrar', 'prepaid', false],
    ['/staffing', 'paid-preselected', true],
  ] as const)('%s (%s) goes home: %s', (path, mode, expected) => {
    expect(comingSoonSendsHome(path, defaultRouteMap(mode))).toBe(expected);
  });
});
