// IBM's accessibility-checker-engine run inside the page, like axe: the engine alone (ace.js), not
// the accessibility-checker wrapper, which downloads a browser of its own. Its WCAG 2.2 rule set
// covers what axe has no rule for, such as target size (2.5.8) and focus not obscured (2.4.11).
import type { Page } from 'playwright-core';
import { loadEngine } from './engine-scripts';

export interface IbmViolation {
  ruleId: string;
  message: string;
  /** The element, as the engine's DOM path (`/html[1]/body[1]/...`). */
  target: string;
  /** Why the finding is left as it is, when it is one of IBM_LEFT. */
  left?: string;
}

/**
 * Violations the engine reports where nothing is wrong for a user, by rule and the elements they
 * are on, with the reason (docs/accessibility/sweep.md). Kept short.
 */
export const IBM_LEFT: { ruleId: string; on: string; reason: string }[] = [
  {
    ruleId: 'aria_hidden_nontabbable',
    on: '[data-radix-focus-guard]',
    reason:
      "Radix's focus guards around an open dialog: hidden, focusable sentinels that send the focus straight back into the dialog (they are how the focus stays inside)",
  },
  {
    ruleId: 'label_content_exists',
    on: '[aria-hidden="true"] *',
    reason:
      'labels of the page behind an open modal dialog, which the dialog hides from assistive technology on purpose; they have their text when the dialog is closed',
  },
];

/**
 * What the engine's WCAG 2.2 rule set ("WCAG_2_2") reports at the level "violation": a rule of
 * policy VIOLATION that FAILed. Potential violations and recommendations are for a person to
 * review and are not counted.
 */
export async function ibmViolations(page: Page): Promise<IbmViolation[]> {
  // Each check clears the engine's per-element caches itself.
  await loadEngine(page, 'ace');
  return page.evaluate(async (left) => {
    interface AceIssue {
      ruleId: string;
      value: [string, string];
      message: string;
      path: { dom: string };
      node: Node;
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
    const reasonFor = (r: AceIssue) =>
      left.find((l) => l.ruleId === r.ruleId && r.node instanceof Element && r.node.matches(l.on))
        ?.reason;
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({
        ruleId: r.ruleId,
        message: r.message,
        target: r.path.dom,
        left: reasonFor(r),
      }));
  }, IBM_LEFT);
}
