import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useServices, useTenant } from '@/lib/app-services';
import { homeContentQuery } from '@/lib/content/content-query';

/** A minimal home page from the tenant's content; the storefront comes with a later issue. */
export function HomePage() {
  const { t } = useTranslation('home');
  const name = useTenant().config.name;
  const { data, isPending, isError } = useQuery(homeContentQuery(useServices()));
  return (
    <div className="page">
      <PageMeta
        title={data?.headline ?? t('title')}
        description={data?.intro ?? t('description', { name })}
        indexable
      />
      {isPending ? (
        <p role="status">{t('loadingContent')}</p>
      ) : isError ? (
        <>
          <h1>{name}</h1>
          <p>{t('contentUnavailable')}</p>
        </>
      ) : (
        <section className="hero" aria-labelledby="home-headline">
          <h1 id="home-headline">{data.headline}</h1>
          <p className="hero__intro">{data.intro}</p>
        </section>
      )}
    </div>
  );
}
