import { programSlug } from '@portal/domain/catalog/program-slug';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantTextLanguageNote } from '@/components/tenant-text-language';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { programPrice } from '@/lib/catalog/program-price';
import { paths } from '@/lib/paths';
import { TenantPicture } from './tenant-picture';
import { usePageFormats } from '@/lib/page-formats';

export interface FeaturedProgramsProps {
  id: string;
  programs: readonly DegreeProgram[];
  /** Card pictures by enrolment code (home.json `programImages`). */
  images: Readonly<Record<string, string>>;
  /** False on a prepaid tenant: its learners never pay the list price. */
  showPrices: boolean;
  /** "Enrol now" for a program (preselecting it), or null when the tenant hides it. */
  enrolHrefOf: ((program: DegreeProgram) => string) | null;
}

/** The first sentence of a program's description: what it is and what it leads to. */
function leadsTo(description: string): string {
  const end = description.search(/\.(\s|$)/);
  return end === -1 ? description : description.slice(0, end + 1);
}

/** The tenant's featured programs as cards: picture, name, what it leads to, price, "Enrol now". */
export function FeaturedPrograms({
  id,
  programs,
  images,
  showPrices,
  enrolHrefOf,
}: FeaturedProgramsProps) {
  const { t } = useTranslation('home-page');
  const formats = usePageFormats();
  const { textOf, noteOf } = useCatalogTexts();
  if (programs.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="home-section">
      <h2 id={`${id}-heading`}>{t('programs.heading')}</h2>
      <ul className="program-cards">
        {programs.map((program) => {
          const image = images[program.enrollmentCode];
          const name = textOf(program, 'name');
          const description = textOf(program, 'description');
          return (
            <li key={program.id} className="program-card">
              {image ? (
                <TenantPicture
                  className="program-card__image"
                  name={image}
                  alt=""
                  sizes="(min-width: 1152px) 22rem, (min-width: 768px) 45vw, 100vw"
                />
              ) : null}
              <div className="program-card__body">
                <h3 className="program-card__name">
                  <Link to={paths.program.href(programSlug(program.name))} lang={name.lang}>
                    {name.text}
                  </Link>
                </h3>
                <p className="program-card__leads-to" lang={description.lang}>
                  {leadsTo(description.text)}
                </p>
                <TenantTextLanguageNote language={noteOf(name, description)} />
                {showPrices ? (
                  <p className="program-card__price">{programPrice(program, formats)}</p>
                ) : null}
                {enrolHrefOf ? (
                  <Link to={enrolHrefOf(program)} className="button button--primary">
                    {t('programs.enrol')}
                    <span className="visually-hidden">
                      {t('programs.enrolIn', { name: name.text })}
                    </span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={paths.catalog.href()}>{t('programs.all')}</Link>
      </p>
    </section>
  );
}
