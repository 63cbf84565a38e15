import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMemberView } from '@portal/domain/staff/staff-session';
import {
  rolesGrantable,
  staffMemberFormSchema,
  staffScopeOfForm,
  type StaffListItem,
  type StaffMemberForm,
} from '@portal/domain/staff/staff-team';
import { FormField, TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { showToast } from '@/lib/toasts';
import { useChangeStaffMember } from './change-staff-member';
import { useCreateStaffMember } from './create-staff-member';
import { useStepFailure } from '../shared/use-step-failure';
import { ConsoleDialog, DialogActions, DialogDescription } from '../shared/console-dialog';
import { FailureNotice } from '../shared/failure-notice';

/**
 * Adding a member, or changing one (`member`): name, roles, tenants, and the reason the audit log
 * keeps. Only the roles the admin may grant are offered, and only their own scope; the server
 * checks both again (docs/staff-console.md "Managing staff").
 */
export function StaffMemberDialog({
  admin,
  member,
  onClose,
}: {
  admin: StaffMemberView;
  member?: StaffListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const rolesId = useId();
  const { failure, clear, report } = useStepFailure();
  const create = useCreateStaffMember();
  const change = useChangeStaffMember();
  const scope = member?.scope ?? admin.scope;
  const { field, handleSubmit, setError, formState } = useSchemaForm<StaffMemberForm>(
    staffMemberFormSchema,
    {
      email: member?.email ?? '',
      name: member?.name ?? '',
      roles: member?.roles ?? [],
      scopeKind: scope.kind,
      tenantIds: scope.kind === 'tenants' ? scope.tenantIds.join(', ') : '',
      employerId:
        member?.scope.kind === 'tenants' && member.scope.employerId !== undefined
          ? String(member.scope.employerId)
          : '',
      reason: '',
    },
  );
  const grantable = rolesGrantable(admin.roles);
  const busy = create.isPending || change.isPending;
  const rolesError = formState.errors.roles?.message;
  const { t: domain } = useTranslation('domain');

  const submit = handleSubmit((form) => {
    clear();
    const fields = {
      name: form.name,
      roles: form.roles,
      scope: staffScopeOfForm(form),
      reason: form.reason,
    };
    const onError = (error: unknown) => {
      applyFieldErrors<StaffMemberForm>(
        error,
        (name) =>
          (['email', 'name', 'roles', 'reason'] as const).find((f) => f === name) ??
          (name.startsWith('scope') ? 'tenantIds' : null),
        setError,
      );
      report(error);
    };
    if (member) {
      change.mutate(
        { id: member.id, patch: fields },
        {
          onSuccess: (changed) => {
            showToast.success(t('team.changed', { name: changed.name }));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...fields, email: form.email },
        {
          onSuccess: (created) => {
            showToast.success(t('team.added', { email: created.email }));
            onClose();
          },
          onError,
        },
      );
    }
  });

  return (
    <ConsoleDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={member ? t('team.editTitle', { name: member.name }) : t('team.addTitle')}
    >
      <DialogDescription>{member ? t('team.editIntro') : t('team.addIntro')}</DialogDescription>
      <form
        className="form"
        noValidate
        aria-describedby={failure ? failureId : undefined}
        onSubmit={submit}
      >
        <FormField
          label={t('team.email')}
          type="email"
          autoComplete="off"
          readOnly={member !== undefined}
          required
          {...field('email')}
        />
        <FormField label={t('team.name')} autoComplete="off" required {...field('name')} />
        <fieldset
          className="form__group"
          aria-invalid={rolesError ? true : undefined}
          aria-describedby={rolesError ? rolesId : undefined}
        >
          <legend>{t('team.roles')}</legend>
          {grantable.map((role) => (
            <label key={role} className="choice">
              <input type="checkbox" value={role} {...field('roles')} />
              <span className="choice__text">{t(`roles.${role}`)}</span>
            </label>
          ))}
          {rolesError ? (
            <p id={rolesId} className="form-field__error">
              {domain(rolesError)}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="form__group">
          <legend>{t('team.tenants')}</legend>
          {admin.scope.kind === 'all_tenants' ? (
            <label className="choice">
              <input type="radio" value="all_tenants" {...field('scopeKind')} />
              <span className="choice__text">{t('home.allTenants')}</span>
            </label>
          ) : null}
          <label className="choice">
            <input type="radio" value="tenants" {...field('scopeKind')} />
            <span className="choice__text">{t('team.someTenants')}</span>
          </label>
          <FormField
            label={t('team.tenantIds')}
            hint={t('team.tenantIdsHint')}
            autoComplete="off"
            {...field('tenantIds')}
          />
          <FormField
            label={t('team.employerId')}
            hint={t('team.employerIdHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('employerId')}
          />
        </fieldset>
        <TextAreaField label={t('team.reason')} required {...field('reason')} />
        <FailureNotice id={failureId} messages={failure} />
        <DialogActions
          cancel={t('team.cancel')}
          submit={member ? t('team.save') : t('team.create')}
          busy={busy}
        />
      </form>
    </ConsoleDialog>
  );
}
