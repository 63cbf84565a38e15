import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/app-services';
import { endSession } from '@/lib/session-end';
import { viewAs } from '@/lib/view-as';

const noViewOnServer = () => null;

/**
 * On every page of a tab viewing as a student (docs/staff-console.md "Seeing the portal as the
 * student"): who is seen, that it is read-only and which member of staff looks, announced once as
 * the tab opens and kept in view at the top; "End view" has the server refuse the token, and
 * forgets it and the data read with it. The server refuses every change whatever this page shows.
 */
export function ViewAsBanner() {
  const { t } = useTranslation('view-as');
  const services = useServices();
  const state = useSyncExternalStore(viewAs.subscribe, viewAs.get, noViewOnServer);
  if (!state) return null;
  if (state.ended) {
    return (
      <div className="view-as-banner view-as-banner--ended" role="alert">
        <p>{t('banner.ended', { student: state.studentName })}</p>
      </div>
    );
  }
  return (
    <section className="view-as-banner" aria-label={t('banner.label')}>
      <p role="alert">
        {t('banner.viewing', { student: state.studentName, staff: state.staffName })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          // The server refuses the token from now on. Should the call be lost, the token still
          // dies with its staff session or its 15 minutes, so the tab does not wait for it.
          const token = viewAs.token();
          if (token) {
            services.api
              .request('/staff-api/view-as/end', {
                method: 'POST',
                auth: false,
                headers: { Authorization: `Bearer ${token}` },
              })
              .catch(() => undefined);
          }
          // Ending the tab's session ends the view (lib/auth-session.ts), with its cache and slices.
          endSession({
            reason: 'view-ended',
            queryClient: services.queryClient,
            i18n: services.i18n,
          });
        }}
      >
        {t('banner.end')}
      </button>
    </section>
  );
}
