import type { HomeContent } from '@portal/domain/content/page-content';
import type { Language } from '@portal/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantTextLanguageNote, useTenantTextLang } from '@/components/tenant-text-language';
import { TenantPicture } from './tenant-picture';

export interface HomeHeroProps {
  content: HomeContent;
  /** The language the tenant's text is written in (docs/languages.md "A tenant's own content"). */
  lang: Language;
  /** The mode's first enrolment step, or null when the tenant hides "Enrol now". */
  enrolHref: string | null;
  /** The anchor of the featured programs, the hero's main call to action. */
  programsAnchor: string;
}

/** The promise and the call to action, with the tenant's picture when it has one. */
export function HomeHero({ content, lang, enrolHref, programsAnchor }: HomeHeroProps) {
  const { t } = useTranslation('home-page');
  const textLang = useTenantTextLang(lang);
  const image = content.heroImage;
  return (
    <section className={`hero${image ? ' hero--with-image' : ''}`} aria-labelledby="home-headline">
      <div className="hero__text">
        <h1 id="home-headline" lang={textLang}>
          {content.headline}
        </h1>
        <p className="hero__intro" lang={textLang}>
          {content.intro}
        </p>
        <TenantTextLanguageNote language={lang} />
        <p className="hero__actions">
          <a href={`#${programsAnchor}`} className="button button--primary">
            {t('hero.findProgram')}
          </a>
          {enrolHref ? (
            <Link to={enrolHref} className="button button--secondary">
              {t('hero.enrolNow')}
            </Link>
          ) : null}
        </p>
      </div>
      {image ? (
        <TenantPicture
          className="hero__image"
          name={image.name}
          alt={image.alt}
          sizes="(min-width: 768px) 28rem, 100vw"
          priority
        />
      ) : null}
    </section>
  );
}
