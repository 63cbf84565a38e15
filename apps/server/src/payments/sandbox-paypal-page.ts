// The sandbox PayPal's approval page: plain server-rendered HTML, real buttons, one form.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type SandboxPayPalView =
  | { kind: 'approve'; token: string; amount: string; action: string }
  | { kind: 'save'; token: string; action: string }
  | { kind: 'closed'; backUrl: string | null }
  /** The payer chose on an order that sends them nowhere: they go back to the merchant themselves. */
  | { kind: 'chosen'; approved: boolean }
  | { kind: 'unknown' };

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #1f4e79;background:#fff;color:#1f4e79;cursor:pointer}
button.primary{background:#1f4e79;color:#fff}button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function sandboxPayPalPage(view: SandboxPayPalView): string {
  switch (view.kind) {
    case 'approve':
      return layout(
        'Approve your payment - PayPal sandbox',
        `<h1>PayPal sandbox</h1>
<p>Test checkout <strong>${escapeHtml(view.token)}</strong>: pay <strong>${escapeHtml(view.amount)}</strong> to the portal.</p>
<p>No money moves here. Approve to pay, pay with a failing instrument to see the capture declined, or cancel to go back.</p>
<form method="post" action="${escapeHtml(view.action)}">
<fieldset><legend>Your choice</legend>
<button type="submit" name="choice" value="approve" class="primary">Approve payment</button>
<button type="submit" name="choice" value="approve-failing">Pay with a failing instrument</button>
<button type="submit" name="choice" value="approve-declines-later">Approve, and decline later charges</button>
<button type="submit" name="choice" value="cancel">Cancel and return</button>
</fieldset>
</form>`,
      );
    case 'save':
      return layout(
        'Save your PayPal - PayPal sandbox',
        `<h1>PayPal sandbox</h1>
<p>Test agreement <strong>${escapeHtml(view.token)}</strong>: let the portal charge this PayPal for later payments. Nothing is charged now.</p>
<p>No money moves here. Approve to save it, approve a PayPal whose later charges are declined, or cancel to go back.</p>
<form method="post" action="${escapeHtml(view.action)}">
<fieldset><legend>Your choice</legend>
<button type="submit" name="choice" value="approve" class="primary">Agree and continue</button>
<button type="submit" name="choice" value="approve-declines-later">Agree with a PayPal whose later charges are declined</button>
<button type="submit" name="choice" value="cancel">Cancel and return</button>
</fieldset>
</form>`,
      );
    case 'closed':
      return layout(
        'Checkout closed - PayPal sandbox',
        `<h1>PayPal sandbox</h1>
<p>This checkout is no longer waiting for your approval.</p>
${view.backUrl ? `<p><a href="${escapeHtml(view.backUrl)}">Return to the portal</a></p>` : ''}`,
      );
    case 'chosen':
      return layout(
        view.approved ? 'Payment approved - PayPal sandbox' : 'Payment cancelled - PayPal sandbox',
        `<h1>PayPal sandbox</h1>
<p>${view.approved ? 'You approved this payment: the merchant completes it.' : 'You cancelled this payment.'} You can close this page.</p>`,
      );
    case 'unknown':
      return layout(
        'Checkout not found - PayPal sandbox',
        `<h1>PayPal sandbox</h1><p>This checkout does not exist.</p>`,
      );
  }
}
