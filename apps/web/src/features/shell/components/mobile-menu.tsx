import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavLink } from '../nav-links';
import { USER_MENU_LINKS } from '../nav-links';

export interface MobileMenuProps {
  loggedIn: boolean;
  /** The top-bar links for the current visitor. */
  links: readonly NavLink[];
  phone: React.ReactNode;
  /** The switch to the page in the tenant's other languages; null when it offers one. */
  languageSwitch?: React.ReactNode;
}

/**
 * The hamburger menu (docs/product/screens-and-routes.md): a native modal dialog, opened and closed through the markup's
 * data attributes (lib/dom/dialog-triggers.ts), so it works on a server-rendered page before and
 * without React. The browser traps focus, closes on Escape and returns focus to the button.
 */
export function MobileMenu({ loggedIn, links, phone, languageSwitch }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  // The top-bar links of a signed-in user end with "Log Out", and so does the user menu: once.
  const items = loggedIn
    ? [...links, ...USER_MENU_LINKS].filter(
        (link, index, all) => all.findIndex((other) => other.to === link.to) === index,
      )
    : links;
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__trigger"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-controls={id}
        data-opens-dialog={id}
      >
        <span aria-hidden="true" className="hamburger">
          <span />
          <span />
          <span />
        </span>
      </button>
      <dialog id={id} className="mobile-menu__content" aria-labelledby={`${id}-title`}>
        <div className="mobile-menu__header">
          <h2 id={`${id}-title`} className="mobile-menu__title">
            {t('header.menuTitle')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.closeMenu')}
            data-closes-dialog
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={t('header.primaryNav')}>
          <ul className="mobile-menu__list">
            {items.map((link) => (
              <li
                key={link.to + link.labelKey}
                className={link.visitorOnly ? 'visitor-only' : undefined}
              >
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li className={loggedIn ? undefined : 'visitor-only'}>{phone}</li>
            {languageSwitch ? <li>{languageSwitch}</li> : null}
          </ul>
        </nav>
      </dialog>
    </>
  );
}
