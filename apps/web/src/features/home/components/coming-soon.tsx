import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useTenant } from '@/lib/app-services';

/** Shown at / while the tenant's home page mode is `coming-soon` (docs/product/screens-and-routes.md). */
export function ComingSoon() {
  const { t } = useTranslation('home');
  const name = useTenant().config.name;
  return (
    <div className="page page--narrow">
      <PageMeta
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { name })}
        indexable
      />
      <h1>{t('comingSoon.heading')}</h1>
      <p>{t('comingSoon.body', { name })}</p>
    </div>
  );
}
