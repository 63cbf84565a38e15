import type { PageContent } from '@portal/domain/content/page-content';
import type { Language } from '@portal/domain/i18n/languages';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { pageIsOn } from '@portal/domain/tenant/tenant-offer';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { TenantTextLanguageNote, useTenantTextLang } from '@/components/tenant-text-language';
import { useTenant } from '@/lib/app-services';

/**
 * The sections with their links to pages the tenant has: a link to a page that is off (another
 * tenant's pathway, a disabled page) goes, and so does a list of links left empty by it.
 */
function sectionsOn(content: PageContent, config: PublicTenantConfig): PageContent['sections'] {
  return content.sections.flatMap((section) => {
    if (!section.links) return [section];
    const links = section.links.filter(
      (link) => !link.href.startsWith('/') || pageIsOn(config, link.href),
    );
    return links.length > 0 ? [{ ...section, links }] : [];
  });
}

/** An internal path goes through the router; tel:, mailto: and https: links are plain anchors. */
export function ContentLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

/** The title of a content page: a help-center article's names the help center. */
export function contentPageTitle(
  i18n: Pick<I18n, 't'>,
  content: Pick<PageContent, 'title'>,
  helpArticle: boolean,
): string {
  return helpArticle ? i18n.t('common:helpArticleTitle', { page: content.title }) : content.title;
}

/**
 * A page written in tenant content (docs/product/screens-and-routes.md storefront, pathway and help-center pages): a title,
 * a lead, sections with anchors for hash links, questions and answers, and a call to action.
 */
export function ContentPage({
  content,
  helpArticle = false,
  children,
}: {
  content: PageContent & { lang?: Language };
  /** A help-center article, whose title says so (see PageHandle.helpArticle). */
  helpArticle?: boolean;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const sections = sectionsOn(content, useTenant().config);
  const title = contentPageTitle(i18n, content, helpArticle);
  // The tenant's text is marked with its language, the page's own parts (children) are not.
  const writtenIn = content.lang ?? 'en';
  const lang = useTenantTextLang(writtenIn);
  return (
    <article className="page content-page">
      <PageMeta title={title} description={content.description} indexable />
      <TenantTextLanguageNote language={writtenIn} />
      <header className="content-page__header" lang={lang}>
        <h1>{content.title}</h1>
        <p className="content-page__lead">{content.description}</p>
      </header>
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="content-page__section"
          lang={lang}
        >
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul className="content-page__links">
              {section.links.map((link) => (
                <li key={link.href + link.label}>
                  <ContentLink href={link.href}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {content.faqs ? (
        <section aria-label={t('faqs')} className="content-page__faqs">
          {content.faqs.map((faq) => (
            <details key={faq.question} lang={lang}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {children}
      {content.callToAction ? (
        <p className="content-page__cta" lang={lang}>
          <Link className="button button--primary" to={content.callToAction.href}>
            {content.callToAction.label}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
