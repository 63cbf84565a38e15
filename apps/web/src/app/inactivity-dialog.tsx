import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '@/lib/app-services';
import { useInertApp } from '@/lib/dom/use-inert-app';
import { timeLeft } from '@/lib/inactivity-timeout';
import { paths } from '@/lib/paths';
import { MAIN_CONTENT_ID } from '@/features/shell/components/skip-link';

export type InactivityView =
  | { kind: 'none' }
  | { kind: 'warning'; endsAt: number; now: number }
  /** `from`: the page the session ended on, where signing in again leads back to. */
  | { kind: 'ended'; from: string };

export interface InactivityDialogProps {
  view: Exclude<InactivityView, { kind: 'none' }>;
  onClose: () => void;
}

/**
 * The inactivity warning and, when it was ignored, the notice that the session ended: an alert
 * dialog that takes the focus (on its first button, the one that keeps the student's work) and
 * gives it back when it closes.
 */
export default function InactivityDialog({ view, onClose }: InactivityDialogProps) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const navigate = useNavigate();
  useInertApp(true);
  // Read while rendering, before the dialog takes the focus: there is no trigger to return to.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const giveFocusBack = (event: Event) => {
    event.preventDefault();
    // Once the app is no longer inert (its clean-up runs as the dialog goes). After a sign-out
    // the page under the dialog may be gone (the guard sent the student to log in): start again
    // at the heading of the page now shown.
    setTimeout(() => {
      if (view.kind === 'warning' && opener?.isConnected) return opener.focus();
      const main = document.getElementById(MAIN_CONTENT_ID);
      (main?.querySelector<HTMLElement>('h1') ?? main)?.focus();
    });
  };

  const stay = () => {
    // The new tokens move the end of the session, which closes this dialog (inactivity-warning.tsx).
    void api.extendSession();
  };
  const onOpenChange = (open: boolean) => {
    if (open) return;
    // Escape on the warning means the student is here: stay signed in.
    if (view.kind === 'warning') stay();
    else onClose();
  };

  return (
    <AlertDialog.Root open onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog" onCloseAutoFocus={giveFocusBack}>
          {view.kind === 'warning' ? (
            <Warning
              view={view}
              onStay={stay}
              onSignOut={() => void navigate(paths.logout.href())}
            />
          ) : (
            <>
              <AlertDialog.Title className="dialog__title">
                {t('inactivity.endedTitle')}
              </AlertDialog.Title>
              <AlertDialog.Description>{t('inactivity.endedText')}</AlertDialog.Description>
              <div className="dialog__actions">
                <AlertDialog.Action
                  className="button button--primary"
                  // The warning's buttons are gone: the focus goes to what the student does next.
                  autoFocus
                  onClick={() => void navigate(paths.login.href(view.from))}
                >
                  {t('inactivity.logInAgain')}
                </AlertDialog.Action>
                <AlertDialog.Cancel className="button button--secondary" onClick={onClose}>
                  {t('inactivity.close')}
                </AlertDialog.Cancel>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Warning({
  view,
  onStay,
  onSignOut,
}: {
  view: { endsAt: number; now: number };
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('auth');
  const left = timeLeft(view.endsAt - view.now);
  const time = t(left.unit === 'minute' ? 'inactivity.minutes' : 'inactivity.seconds', {
    count: left.count,
  });
  return (
    <>
      <AlertDialog.Title className="dialog__title">
        {t('inactivity.warningTitle')}
      </AlertDialog.Title>
      <AlertDialog.Description>{t('inactivity.warningText', { time })}</AlertDialog.Description>
      <div className="dialog__actions">
        <AlertDialog.Cancel
          className="button button--primary"
          onClick={(event) => {
            event.preventDefault();
            onStay();
          }}
        >
          {t('inactivity.staySignedIn')}
        </AlertDialog.Cancel>
        <AlertDialog.Action
          className="button button--secondary"
          onClick={(event) => {
            // Not a close: the logout page ends the session, which closes the dialog.
            event.preventDefault();
            onSignOut();
          }}
        >
          {t('inactivity.signOut')}
        </AlertDialog.Action>
      </div>
    </>
  );
}
