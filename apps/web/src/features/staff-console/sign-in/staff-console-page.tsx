import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { StaffHome } from './staff-home';
import { StaffSignedIn } from './staff-signed-in';

/** /staff: the staff console's sign-in, then the member's home (docs/staff-console.md). */
export function StaffConsolePage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page page--narrow">
      <PageMeta title={t('title')} />
      <h1>{t('heading')}</h1>
      <StaffSignedIn>{(session) => <StaffHome session={session} />}</StaffSignedIn>
    </div>
  );
}
