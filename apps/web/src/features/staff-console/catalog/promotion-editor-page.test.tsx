import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import type { PromotionEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';
import { fakeCatalogApi } from './fake-catalog-api';
import { fakeEditorDraft } from './fake-editor-draft';

const DRAFT = 'dddddddd-6666-4666-8666-666666666666';

const save20: PromotionEntry = {
  id: 2,
  code: 'SAVE20',
  kind: 'DISCOUNTED_PAYMENT',
  percentOff: 20,
  deferredDays: null,
};

/** The draft the server answers a saved promotion with: its diff against the live one. */
function draftOf(saved: PromotionEntry): DraftView {
  return fakeEditorDraft(DRAFT, [
    {
      kind: 'promotion',
      id: saved.id,
      label: saved.code,
      created: false,
      stale: false,
      entry: saved,
      fields: (['kind', 'percentOff', 'deferredDays'] as const).flatMap((field) =>
        saved[field] === save20[field]
          ? []
          : [{ field, before: save20[field], after: saved[field] }],
      ),
    },
  ]);
}

/** The catalog calls as the server answers them; a code another promotion has is refused. */
const fakeApi = () =>
  fakeCatalogApi({
    live: { promotions: [save20] },
    save: ({ body }) =>
      (body as PromotionEntry).code === 'DEFER30'
        ? { refused: [{ field: 'code', code: 'validation.duplicatePromotionCode' }] }
        : draftOf({ id: 2, ...(body as Omit<PromotionEntry, 'id'>) }),
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the promotion editor', () => {
  afterEach(() => staffSession.set(null));

  it('checks the code and the percentage with the server’s schema and sends nothing then', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/promotions/2/edit');
    const code = await screen.findByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'save 20');
    const percent = screen.getByLabelText('Percentage off');
    await user.clear(percent);
    await user.type(percent, '101');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText(
      'A promotion code is capital letters and digits in parts joined by hyphens, at most 40 characters, such as SAVE20',
    );
    expect(
      screen.getByText('Enter the percentage off as a whole number from 1 to 100'),
    ).toBeTruthy();
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.startsWith('/staff-api/catalog/drafts'))).toBe(false);
  });

  it('asks for the days of a deferral, once the kind is one, and no percentage', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/promotions/2/edit');
    await user.selectOptions(await screen.findByLabelText('Kind'), 'Deferred first payment');
    expect(screen.queryByLabelText('Percentage off')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    const days = await screen.findByLabelText('Days before the first charge');
    await screen.findByText(
      'Enter the days before the first charge as a whole number from 1 to 365',
    );
    expect(days.getAttribute('aria-invalid')).toBe('true');

    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    expect(api.sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/staff-api/catalog/drafts/promotions/2',
      body: { code: 'SAVE20', kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 14 },
    });
    const diff = screen.getByRole('table', {
      name: 'What the draft changes in SAVE20, against what is live',
    });
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FieldLiveDraft',
      'KindDiscount on the first paymentDeferred first payment',
      'Percentage off20% off(none)',
      'Days before the first charge(none)First charge after 14 days',
    ]);
    // A promotion has no storefront page of its own to preview.
    expect(screen.queryByRole('link', { name: /^Preview the page of/ })).toBeNull();
  });

  it('shows under the code one the server finds another promotion has', async () => {
    signIn();
    const { user } = renderStaffRoute(fakeApi().fetch, '/staff/catalog/promotions/2/edit');
    const code = await screen.findByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'DEFER30');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await screen.findByText('Another promotion already has this code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
  });
});
