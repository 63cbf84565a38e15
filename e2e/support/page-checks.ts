// What the accessibility sweep checks on each page at each width: both engines, reflow at 320 px
// and text spacing, which leaves the page as it found it.
import type { Page } from 'playwright-core';
import { axeViolations, COLOUR_RULES, isSerious, type AxeViolation } from './axe';
import { ibmViolations } from './ibm-checker';
import { horizontalOverflow, textCutOffUnderSpacing } from './layout-checks';

/** The narrow width of WCAG 1.4.10 (400% zoom of 1280 px) and a desktop one. */
export const WIDTHS = [320, 1280] as const;

/**
 * axe findings of moderate or minor impact that are left as they are, by rule, with the reason
 * (docs/accessibility/sweep.md). Any other lower-impact finding fails the sweep like a serious
 * one, so this list stays true.
 */
export const LOWER_IMPACT_LEFT: Record<string, string> = {};

export interface PageReport {
  /** What fails the sweep, one line each: page, width, engine, rule, target. */
  failures: string[];
  /** Findings left with their reason: LOWER_IMPACT_LEFT, IBM_LEFT. */
  left: string[];
}

const axeLine = (where: string, v: AxeViolation) =>
  `${where}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`;

/** What a visit is checked for: everything, or only what a theme's colours decide. */
export type Checks = 'all' | 'colours';

/**
 * Runs the checks on the page as it stands; `where` names page and width in the report. The
 * colours alone are axe's contrast rules, for a page whose layout, names and roles another
 * visit already checks with everything (a tenant's page built from the default tenant's template).
 */
export async function checkPage(
  page: Page,
  where: string,
  width: number,
  checks: Checks = 'all',
): Promise<PageReport> {
  const report: PageReport = { failures: [], left: [] };
  if (checks === 'colours') {
    report.failures = (await axeViolations(page, COLOUR_RULES)).map((v) => axeLine(where, v));
    return report;
  }
  for (const v of await axeViolations(page)) {
    const line = axeLine(where, v);
    const left = !isSerious(v) && LOWER_IMPACT_LEFT[v.id];
    if (left) report.left.push(line);
    else report.failures.push(line);
  }
  for (const v of await ibmViolations(page)) {
    const line = `${where}: IBM ${v.ruleId} (${v.message}) at ${v.target}`;
    if (v.left) report.left.push(line);
    else report.failures.push(line);
  }
  if (width <= 320) {
    for (const culprit of await horizontalOverflow(page)) {
      report.failures.push(`${where}: scrolls sideways (WCAG 1.4.10): ${culprit}`);
    }
  }
  for (const cut of await textCutOffUnderSpacing(page)) {
    report.failures.push(`${where}: text cut off under text spacing (WCAG 1.4.12): ${cut}`);
  }
  return report;
}
