// The demo course tool's pages: plain server-rendered HTML with headings, labels and real buttons.
import type { CourseModule } from '../../modules/catalog/catalog-tables';
import { escapeHtml } from '../../web/escape-html';
import type { LearnerSession } from './demo-tool-sessions';
import { sessionGrade } from './send-progress';

export const DEMO_TOOL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

// The focus ring is the buttons' blue, 8.7:1 on white (WCAG 1.4.11); the old yellow gave 2.0:1.
const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
li{margin:.75rem 0}button{font:inherit;padding:.4rem .8rem;border-radius:6px;border:1px solid #1f4e79;background:#1f4e79;color:#fff}
input{font:inherit;width:5rem}:focus-visible{outline:3px solid #1f4e79;outline-offset:2px}.done{color:#2e7d32}`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function courseToolPage(view: {
  sessionId: string;
  session: LearnerSession;
  modules: readonly CourseModule[];
  notice?: 'sent' | 'failed';
  focusModule?: string;
}): string {
  const { session, modules, sessionId } = view;
  const done = Object.keys(session.scores).length;
  const items = modules
    .map((module, index) => {
      const score = session.scores[module.idNumber];
      const id = `score-${index}`;
      const status =
        score === undefined
          ? '<p>Not completed yet.</p>'
          : `<p class="done">Completed with a score of ${score}%.</p>`;
      return `<li><h3>${escapeHtml(module.title)}</h3>${status}
<form method="post" action="/demo-course-tool/sessions/${sessionId}/modules/${encodeURIComponent(module.idNumber)}/complete">
<label for="${id}">Score for ${escapeHtml(module.title)} (0 to 100)</label> <input id="${id}" name="score" type="number" min="0" max="100" required value="${score ?? 85}">
<button type="submit">${score === undefined ? 'Complete' : 'Update the score of'} ${escapeHtml(module.title)}</button></form></li>`;
    })
    .join('');
  const notice =
    view.notice === 'sent'
      ? '<p role="status">Your progress and grade were sent to the portal.</p>'
      : view.notice === 'failed'
        ? '<p role="alert">The portal did not accept your progress. Try again.</p>'
        : '';
  return layout(
    `${session.courseTitle} - demo course`,
    `<h1>${escapeHtml(session.courseTitle)}</h1>
<p>This is the portal's demo course tool (LTI ${session.version}). Complete a module and give it a score; the tool sends your progress and grade back to the portal.</p>
${notice}
<p>You have completed ${done} of ${modules.length} modules. Your grade is ${Math.round(sessionGrade(session))}%.</p>
<h2>Modules</h2><ol>${items}</ol>
<p><a href="${escapeHtml(session.returnUrl)}">Back to your dashboard</a></p>`,
  );
}

export function launchRefusedPage(): string {
  return layout(
    'The course could not open - demo course',
    `<h1>The course could not open</h1><p>The launch could not be checked. Go back to your dashboard and open the course again.</p>`,
  );
}
