import { showsPrices, pageIsOn } from '@portal/domain/tenant/tenant-offer';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { useServices, useTenant } from '@/lib/app-services';
import { useDegreePrograms } from '@/lib/catalog/get-degree-programs';
import { homeContentQuery, pageContentQuery } from '@/lib/content/content-query';
import { enrolInProgramHref, enrolNowHref } from '@/lib/enrol-links';
import { useSchools } from '@/lib/organization/get-schools';
import { storefrontPaths } from '@/lib/paths';
import { FeaturedPrograms } from './featured-programs';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { KeyFacts } from './key-facts';
import { PartnerSchools } from './partner-schools';
import { PathwayLinks } from './pathway-links';
import { TrustSignals } from './trust-signals';

/** How many of the tenant's programs (its config's order) the home page features. */
export const FEATURED_PROGRAMS = 3;
/** How many pathways the home page names before "See all pathways". */
const HOME_PATHWAYS = 6;
const PROGRAMS_ANCHOR = 'programs';

export interface HomePageProps {
  /** Links into the catalog, composed by the route. */
  categoryLinks?: ReactNode;
  /** The request-info section, when the tenant offers it. */
  requestInfo?: ReactNode;
}

/**
 * The storefront home page (docs/storefront.md): the promise and call to action, the featured programs
 * with their prices, the tenant's pathways, how it works, the schools behind the programs, trust
 * signals, then what the route adds (catalog links, the request-info form). Every part comes
 * from the tenant's content and config; a part without data is left out.
 */
export function HomePage({ categoryLinks, requestInfo }: HomePageProps) {
  const { t } = useTranslation('home');
  const services = useServices();
  const { config } = useTenant();
  const name = config.name;
  const { data, isPending, isError } = useQuery(homeContentQuery(services));
  const pathwaysPage = useQuery(pageContentQuery(services, 'pathways')).data;
  const programs = useDegreePrograms().data ?? [];
  const schools = useSchools().data ?? [];

  const featured = programs.slice(0, FEATURED_PROGRAMS);
  const pathways = pageIsOn(config, storefrontPaths.pathways())
    ? (pathwaysPage?.sections ?? [])
        .flatMap((section) => section.links ?? [])
        .filter((link) => link.href.startsWith('/pathways/') && pageIsOn(config, link.href))
        .slice(0, HOME_PATHWAYS)
    : [];
  const enrol = config.features.enrolNow;

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
          <HomeHero
            content={data}
            lang={data.lang}
            enrolHref={enrol ? enrolNowHref(config.enrollmentType) : null}
            programsAnchor={PROGRAMS_ANCHOR}
          />
          {/* A home file may leave out its key facts (the content schema's default is none). */}
          <KeyFacts facts={data.keyFacts ?? []} siteName={name} lang={data.lang} />
          <FeaturedPrograms
            id={PROGRAMS_ANCHOR}
            programs={featured}
            images={data.programImages ?? {}}
            showPrices={showsPrices(config.enrollmentType)}
            enrolHrefOf={
              enrol ? (program) => enrolInProgramHref(config.enrollmentType, program) : null
            }
          />
          <PathwayLinks links={pathways} />
          <HowItWorks showHowItWorksPage={pageIsOn(config, storefrontPaths.page('how-it-works'))} />
          {/* The server answers only the schools behind the tenant's programs. */}
          <PartnerSchools schools={schools} />
          <TrustSignals signals={data.trust ?? []} lang={data.lang} />
        </>
      )}
      {categoryLinks}
      {requestInfo}
    </div>
  );
}
