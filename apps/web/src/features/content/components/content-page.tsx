import type { PageContent } from '@portal/domain/content/page-content';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';

/** An internal path goes through the router; tel:, mailto: and https: links are plain anchors. */
export function ContentLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

/**
 * A page written in tenant content (SPEC §2 storefront, pathway and help-center pages): a title,
 * a lead, sections with anchors for hash links, questions and answers, and a call to action.
 */
export function ContentPage({
  content,
  children,
}: {
  content: PageContent;
  children?: React.ReactNode;
}) {
  return (
    <article className="page content-page">
      <PageMeta title={content.title} description={content.description} indexable />
      <header className="content-page__header">
        <h1>{content.title}</h1>
        <p className="content-page__lead">{content.description}</p>
      </header>
      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="content-page__section">
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
        <section aria-label="Questions and answers" className="content-page__faqs">
          {content.faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {children}
      {content.callToAction ? (
        <p className="content-page__cta">
          <Link className="button button--primary" to={content.callToAction.href}>
            {content.callToAction.label}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
