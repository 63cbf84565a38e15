import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useUser } from '@/lib/student/get-user';

/** The student's dashboard; the real one comes with a later issue. */
export function Dashboard() {
  const { t } = useTranslation('account');
  const { data: user } = useUser();
  return (
    <div className="page">
      <PageMeta title={t('dashboard.title')} />
      <h1>
        {user
          ? t('dashboard.heading', { firstName: user.firstName })
          : t('dashboard.headingFallback')}
      </h1>
      <p>{t('dashboard.intro')}</p>
    </div>
  );
}
