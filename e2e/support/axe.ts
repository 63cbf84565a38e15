// axe-core run inside the page, as an auditor's browser extension would.
import type { Page } from 'playwright-core';
import { loadEngine } from './engine-scripts';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The WCAG rules axe runs: 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules of WCAG 1.4.3 and 1.4.11's kin that a theme's colours decide, and nothing else does. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Every WCAG 2.x A/AA violation on the page as it stands, of any impact; given `rules`, those
 * rules' only.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await loadEngine(page, 'axe');
  return page.evaluate(
    async ({ tags, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              opts: object,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      // Only violations are read, so axe is told not to describe every passing element (a selector
      // for each): that was a fifth of its time in the browser (docs/testing.md).
      const result = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, rules },
  );
}

export const isSerious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** Serious and critical WCAG 2.x A/AA violations on the page as it stands. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(isSerious);
}
