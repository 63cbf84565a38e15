import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  staffPasskeyNameFormSchema,
  staffPasskeyRemovalSchema,
  type StaffPasskey,
} from '@portal/domain/staff/staff-passkeys';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { FailureNotice } from '../shared/failure-notice';
import { recordDate } from '../shared/record-format';
import { usePasskeyFailure } from '../shared/use-passkey-failure';
import { useStepFailure } from '../shared/use-step-failure';
import { useAddStaffPasskey } from './add-staff-passkey';
import { useStaffPasskeys } from './list-staff-passkeys';
import { useRemoveStaffPasskey } from './remove-staff-passkey';

function AddPasskeyForm() {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = usePasskeyFailure();
  const add = useAddStaffPasskey();
  const { field, handleSubmit, reset } = useSchemaForm(staffPasskeyNameFormSchema, { name: '' });
  return (
    <form
      className="form"
      noValidate
      aria-describedby={failure ? failureId : undefined}
      onSubmit={handleSubmit(({ name }) => {
        clear();
        add.mutate({ name }, { onSuccess: () => reset(), onError: report });
      })}
    >
      <FormField
        label={t('passkeys.name')}
        hint={t('passkeys.nameHint')}
        type="text"
        autoComplete="off"
        required
        {...field('name')}
      />
      <FailureNotice id={failureId} messages={failure} />
      <SubmitButton className="button button--primary" busy={add.isPending}>
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </SubmitButton>
    </form>
  );
}

function RemovePasskeyForm({ passkey, onDone }: { passkey: StaffPasskey; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const remove = useRemoveStaffPasskey();
  const { field, handleSubmit } = useSchemaForm(staffPasskeyRemovalSchema, { password: '' });
  return (
    <form
      className="form"
      noValidate
      aria-label={t('passkeys.removeNamed', { name: passkey.name })}
      aria-describedby={failure ? failureId : undefined}
      onSubmit={handleSubmit(({ password }) => {
        clear();
        remove.mutate({ id: passkey.id, password }, { onSuccess: onDone, onError: report });
      })}
    >
      <FormField
        label={t('passkeys.password')}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <FailureNotice id={failureId} messages={failure} />
      <SubmitButton className="button button--primary" busy={remove.isPending}>
        {t('passkeys.confirmRemove')}
      </SubmitButton>
      <button type="button" className="button button--secondary" onClick={onDone}>
        {t('passkeys.cancel')}
      </button>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: StaffPasskey }) {
  const { t } = useTranslation('staff');
  const [removing, setRemoving] = useState(false);
  return (
    <li>
      <strong>{passkey.name}</strong>{' '}
      {t('passkeys.details', {
        host: passkey.host,
        added: recordDate(passkey.createdAt),
        lastUsed: passkey.lastUsedAt ? recordDate(passkey.lastUsedAt) : t('passkeys.never'),
      })}{' '}
      {removing ? (
        <RemovePasskeyForm passkey={passkey} onDone={() => setRemoving(false)} />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('passkeys.removeNamed', { name: passkey.name })}
          onClick={() => setRemoving(true)}
        >
          {t('passkeys.remove')}
        </button>
      )}
    </li>
  );
}

/**
 * The member's passkeys on the staff home (docs/staff-console.md "Passkeys"): add one where the
 * browser offers them, see each one's host and last use, remove one with the password.
 */
export function StaffPasskeysSection() {
  const { t } = useTranslation('staff');
  const passkeys = useStaffPasskeys();
  return (
    <section aria-labelledby="staff-home-passkeys">
      <h2 id="staff-home-passkeys">{t('passkeys.heading')}</h2>
      <p>{t('passkeys.intro')}</p>
      {passkeys.data ? (
        passkeys.data.length > 0 ? (
          <ul aria-label={t('passkeys.listLabel')}>
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : (
          <p>{t('passkeys.none')}</p>
        )
      ) : null}
      {browserSupportsWebAuthn() ? <AddPasskeyForm /> : <p>{t('passkeys.unsupported')}</p>}
    </section>
  );
}
