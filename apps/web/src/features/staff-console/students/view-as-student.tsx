import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  viewAsRequestSchema,
  type ViewAsGrant,
  type ViewAsRequest,
} from '@portal/domain/staff/view-as';
import { TextAreaField } from '@/components/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { viewAsFragment } from '@/lib/view-as';
import { useStartViewAs } from './start-view-as';
import { useStepFailure } from '../shared/use-step-failure';
import {
  ConsoleDialog,
  DialogActions,
  DialogCancel,
  DialogDescription,
} from '../shared/console-dialog';
import { FailureNotice } from '../shared/failure-notice';

/**
 * "View as student" on a student's record (docs/staff-console.md "Seeing the portal as the
 * student"): asks for the reason, asks the server for a view, then offers the link that opens the
 * student's side in a new tab. The token travels in the link's fragment only (never sent to a
 * server, read and removed by the new tab), and the link opens without an opener, so the new tab
 * starts with a sessionStorage of its own, without the staff session. Closing the dialog forgets
 * the link.
 */
export function ViewAsStudent({
  studentId,
  studentName,
}: {
  studentId: string;
  studentName: string;
}) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [grant, setGrant] = useState<ViewAsGrant | null>(null);

  return (
    <ConsoleDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setGrant(null);
      }}
      trigger={t('viewAs.open')}
      title={t('viewAs.title', { name: studentName })}
    >
      {grant ? (
        <ViewReady grant={grant} onOpened={() => setOpen(false)} />
      ) : (
        <ReasonForm studentId={studentId} onGranted={setGrant} />
      )}
    </ConsoleDialog>
  );
}

function ReasonForm({
  studentId,
  onGranted,
}: {
  studentId: string;
  onGranted: (grant: ViewAsGrant) => void;
}) {
  const { t } = useTranslation('staff');
  const failureId = useId();
  const { failure, clear, report } = useStepFailure();
  const { field, handleSubmit, setError } = useSchemaForm(viewAsRequestSchema, { reason: '' });
  const mutation = useStartViewAs(studentId);
  return (
    <>
      <DialogDescription>{t('viewAs.intro')}</DialogDescription>
      <form
        className="form"
        noValidate
        aria-describedby={failure ? failureId : undefined}
        onSubmit={handleSubmit((values) => {
          clear();
          mutation.mutate(values, {
            onSuccess: onGranted,
            onError: (error) => {
              applyFieldErrors<ViewAsRequest>(error, ['reason'], setError);
              report(error);
            },
          });
        })}
      >
        <TextAreaField
          label={t('viewAs.reason')}
          hint={t('viewAs.reasonHint')}
          required
          rows={3}
          {...field('reason')}
        />
        <FailureNotice id={failureId} messages={failure} />
        <DialogActions
          cancel={t('viewAs.cancel')}
          submit={mutation.isPending ? t('viewAs.starting') : t('viewAs.start')}
          busy={mutation.isPending}
        />
      </form>
    </>
  );
}

function ViewReady({ grant, onOpened }: { grant: ViewAsGrant; onOpened: () => void }) {
  const { t } = useTranslation('staff');
  const link = useRef<HTMLAnchorElement>(null);
  // The focus moves to what to do next: the form that had it is gone.
  useEffect(() => link.current?.focus(), []);
  const href =
    grant.openAt +
    viewAsFragment({
      token: grant.token,
      studentName: t('student.name', grant.student),
      staffName: grant.staff.name,
    });
  return (
    <>
      <DialogDescription>
        {t('viewAs.ready', { minutes: Math.round(grant.expiresIn / 60) })}
      </DialogDescription>
      <div className="dialog__actions">
        <DialogCancel>{t('viewAs.close')}</DialogCancel>
        <a
          ref={link}
          className="button button--primary"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          // Closed once the click has opened the tab: a link taken out of the page opens nothing.
          onClick={() => setTimeout(onOpened, 0)}
        >
          {t('viewAs.openTab')}
        </a>
      </div>
    </>
  );
}
