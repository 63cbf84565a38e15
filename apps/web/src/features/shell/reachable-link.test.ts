import { describe, expect, it } from 'vitest';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { paths } from '@/lib/paths';
import { isReachableLink } from './reachable-link';

const open = defaultTenantBootstrap().config;
const comingSoon = { ...open, pages: { ...open.pages, home: 'coming-soon' as const } };

describe('links of the header and footer', () => {
  it.each([
    ['the home page', paths.home.href(), true, true],
    ['request info on the home page', paths.home.href('request-info'), true, true],
    ['log in', paths.login.href(), true, true],
    ['log out', paths.logout.href(), true, true],
    ['the dashboard', paths.dashboard.href(), true, true],
    ['the help center', paths.helpCenter.href(), true, false],
    ['the privacy policy', paths.helpArticle.href('policies/privacy-policy'), true, false],
    ['enrol now', paths.enrollmentStart.href(), true, false],
  ])('%s: offered on an open site %s, while coming soon %s', (_name, to, onOpen, onComingSoon) => {
    expect(isReachableLink(open, to)).toBe(onOpen);
    expect(isReachableLink(comingSoon, to)).toBe(onComingSoon);
  });
});
