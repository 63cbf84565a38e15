import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftView } from '@portal/domain/catalog/catalog-editing';
import type { PlanEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';
import { fakeCatalogApi } from './fake-catalog-api';
import { fakeEditorDraft } from './fake-editor-draft';

const DRAFT = 'dddddddd-5555-4555-8555-555555555555';

const plan: PlanEntry = {
  id: 6,
  program: 'NOC-HCAC',
  name: 'Monthly plan',
  priceCents: 6_945,
  periodicity: 'MONT',
};

/** The draft the server answers a saved plan with: its diff against the live plan. */
function draftOf(saved: PlanEntry): DraftView {
  return fakeEditorDraft(DRAFT, [
    {
      kind: 'plan',
      id: saved.id,
      label: `${saved.program} ${saved.name}`,
      created: saved.id !== plan.id,
      stale: false,
      entry: saved,
      fields:
        saved.id === plan.id
          ? [
              { field: 'priceCents', before: plan.priceCents, after: saved.priceCents },
              { field: 'periodicity', before: plan.periodicity, after: saved.periodicity },
            ]
          : [],
    },
  ]);
}

/** The catalog calls as the server answers them; a second plan of a program is refused. */
const fakeApi = () =>
  fakeCatalogApi({
    live: { plans: [plan] },
    save: ({ id, body }) =>
      (body as PlanEntry).program === 'NOC-AAGS'
        ? { refused: [{ field: 'program', code: 'validation.duplicatePlan' }] }
        : draftOf({ id: id ?? 101, ...(body as Omit<PlanEntry, 'id'>) }),
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the payment-plan editor', () => {
  afterEach(() => staffSession.set(null));

  it('checks the program code and the price with the server’s schema and sends nothing then', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/plans/6/edit');
    const program = await screen.findByLabelText('Program');
    await user.clear(program);
    await user.type(program, 'noc hcac');
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '69.45');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText(
      'An enrolment code is capital letters and digits in parts joined by hyphens, such as FHSU-BGS',
    );
    expect(
      screen.getByText('Enter the price in cents: a whole number, 0 or more (6945 is $69.45)'),
    ).toBeTruthy();
    expect(program.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.startsWith('/staff-api/catalog/drafts'))).toBe(false);
  });

  it('shows under the program one the server finds sold on a plan already', async () => {
    signIn();
    const { user } = renderStaffRoute(fakeApi().fetch, '/staff/catalog/plans/new');
    const program = await screen.findByLabelText('Program');
    await user.type(program, 'NOC-AAGS');
    await user.type(screen.getByLabelText('Name'), 'Yearly plan');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText(
      'Another payment plan is already of this program: a program is sold on one plan',
    );
    expect(program.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(program);
  });

  it('saves a new price and period into a draft, said in words, with its program’s page to preview', async () => {
    signIn();
    const api = fakeApi();
    const { user, location } = renderStaffRoute(api.fetch, '/staff/catalog/plans/6/edit');
    const price = await screen.findByLabelText('Price');
    expect(screen.getByText('In cents: 6945 is $69.45. Now $69.45.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '79900');
    await user.selectOptions(screen.getByLabelText('Billed'), 'yearly (YEAR)');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    expect(location()).toBe(`/staff/catalog/drafts/${DRAFT}`);
    expect(api.sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/staff-api/catalog/drafts/plans/6',
      body: { program: 'NOC-HCAC', name: 'Monthly plan', priceCents: 79_900, periodicity: 'YEAR' },
    });
    const diff = screen.getByRole('table', {
      name: 'What the draft changes in NOC-HCAC Monthly plan, against what is live',
    });
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldLiveDraft', 'Price$69.45$799.00', 'Billedmonthlyyearly']);
    expect(
      screen
        .getByRole('link', { name: 'Preview the page of NOC-HCAC Monthly plan' })
        .getAttribute('href'),
    ).toBe(`/staff/catalog/drafts/${DRAFT}/plans/6/preview`);
    expect(
      screen
        .getByRole('link', { name: 'Edit NOC-HCAC Monthly plan in this draft' })
        .getAttribute('href'),
    ).toBe(`/staff/catalog/plans/6/edit?draft=${DRAFT}`);
  });
});
