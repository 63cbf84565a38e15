import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it.each([
    [paths.home.href(), '/'],
    [paths.home.href('request-info'), '/#request-info'],
    [paths.login.href(), '/login'],
    [
      paths.login.href('/account/dashboard?tab=1'),
      '/login?redirect=%2Faccount%2Fdashboard%3Ftab%3D1',
    ],
    [paths.catalog.href(), '/online-college-courses'],
    [paths.catalog.href('business'), '/online-college-courses/business'],
    [paths.course.href('business', 1008), '/online-college-courses/business/1008'],
    [paths.subcategory.href('business', 11), '/online-college-courses/business/subcategory/11'],
    [paths.program.href('nursing'), '/program/nursing'],
    [paths.paymentReview.href(), '/enrollment/payment/review'],
    [paths.billingPreferences.href(), '/account/billing-preferences'],
    [paths.billingPreferences.href('success'), '/account/billing-preferences/success'],
    [paths.orderDetails.href('o1'), '/account/order/o1'],
    [paths.orderDetails.href('o1', 't1', 'SUBSCRIPTION'), '/account/order/o1/t1/SUBSCRIPTION'],
    [paths.helpArticle.href('policies/accessibility'), '/help-center/policies/accessibility'],
  ])('%s is %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('links only where its own route pattern matches', () => {
    for (const [name, { path, href }] of Object.entries(paths)) {
      const sample = (href as (...args: never[]) => string)
        .call(null, ...(['business', 7] as never[]))
        .split(/[?#]/)[0]!;
      expect(matchPath(path, sample), name).not.toBeNull();
    }
  });
});
