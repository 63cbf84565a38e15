import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceSystemAlert } from './enhance-system-alert';

const ALERT = `<section data-alert-id="maintenance"><p>Down on Sunday</p><button>Dismiss</button></section>`;

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = ALERT;
});

describe("a server-rendered page's alert", () => {
  it('goes away when dismissed, and stays away on the next page of the visit', () => {
    enhanceSystemAlert(document);
    document.querySelector('button')!.click();
    expect(document.querySelector('[data-alert-id]')).toBeNull();

    document.body.innerHTML = ALERT;
    enhanceSystemAlert(document);
    expect(document.querySelector('[data-alert-id]')).toBeNull();
  });

  it('shows again when the tenant publishes a new alert', () => {
    enhanceSystemAlert(document);
    document.querySelector('button')!.click();
    document.body.innerHTML = ALERT.replace('maintenance', 'new-term');
    enhanceSystemAlert(document);
    expect(document.querySelector('[data-alert-id]')).not.toBeNull();
  });
});
