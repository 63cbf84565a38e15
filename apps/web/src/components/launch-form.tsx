import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseLaunch } from '@portal/domain/coursework/course';

/**
 * Posts the learner to the course's provider: the form submits itself once, and its button does
 * the same for a browser that stopped the automatic submission.
 */
export function LaunchForm({ launch }: { launch: CourseLaunch }) {
  const { t } = useTranslation('course-launch');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [launch]);
  return (
    <form ref={form} method={launch.method} action={launch.action}>
      {Object.entries(launch.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{t('opening')}</p>
      <button type="submit" className="button">
        {t('continue')}
      </button>
    </form>
  );
}
