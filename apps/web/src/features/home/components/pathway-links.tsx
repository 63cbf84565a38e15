import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontPaths } from '@/lib/paths';

/**
 * The pathways that apply to the tenant, taken from its pathways page (content `pathways`,
 * links to pages that are off already left out by the caller).
 */
export function PathwayLinks({ links }: { links: readonly { label: string; href: string }[] }) {
  const { t } = useTranslation('home-page');
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="home-pathways" className="home-section">
      <h2 id="home-pathways">{t('pathways.heading')}</h2>
      <p>{t('pathways.intro')}</p>
      <ul className="pathway-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={storefrontPaths.pathways()}>{t('pathways.all')}</Link>
      </p>
    </section>
  );
}
