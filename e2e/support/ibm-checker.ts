// IBM's accessibility-checker-engine run inside the page, like axe: the engine alone (ace.js), not
// the accessibility-checker wrapper, which downloads a browser of its own. Its WCAG 2.2 rule set
// covers what axe has no rule for, such as target size (2.5.8) and focus not obscured (2.4.11).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const aceSource = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

export interface IbmViolation {
  ruleId: string;
  message: string;
  /** The element, as the engine's DOM path (`/html[1]/body[1]/...`). */
  target: string;
}

/**
 * What the engine's WCAG 2.2 rule set ("WCAG_2_2") reports at the level "violation": a rule of
 * policy VIOLATION that FAILed. Potential violations and recommendations are for a person to
 * review and are not counted.
 */
export async function ibmViolations(page: Page): Promise<IbmViolation[]> {
  await page.evaluate(aceSource);
  return page.evaluate(async () => {
    interface AceIssue {
      ruleId: string;
      value: [string, string];
      message: string;
      path: { dom: string };
    }
    const ace = (
      window as unknown as {
        ace: {
          Checker: new () => {
            check(d: Document, rulesets: string[]): Promise<{ results: AceIssue[] }>;
          };
        };
      }
    ).ace;
    const report = await new ace.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, message: r.message, target: r.path.dom }));
  });
}
