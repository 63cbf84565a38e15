import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useServices, useTenant } from '@/lib/app-services';
import { homeContentQuery } from '@/lib/content/content-query';
import { KeyFacts } from './key-facts';

export interface HomePageProps {
  /** Links into the catalog, composed by the route. */
  categoryLinks?: ReactNode;
  /** The request-info section, when the tenant offers it. */
  requestInfo?: ReactNode;
}

/** The storefront home page: the tenant's hero and key facts, then what the route adds. */
export function HomePage({ categoryLinks, requestInfo }: HomePageProps) {
  const { t } = useTranslation('home');
  const name = useTenant().config.name;
  const { data, isPending, isError } = useQuery(homeContentQuery(useServices()));
  return (
    <div className="page home">
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
        <>
          <section className="hero" aria-labelledby="home-headline">
            <h1 id="home-headline">{data.headline}</h1>
            <p className="hero__intro">{data.intro}</p>
          </section>
          {/* A home file may leave out its key facts (the content schema's default is none). */}
          <KeyFacts facts={data.keyFacts ?? []} siteName={name} />
        </>
      )}
      {categoryLinks}
      {requestInfo}
    </div>
  );
}
