import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavLink } from '../nav-links';
import { USER_MENU_LINKS } from '../nav-links';

export interface MobileMenuProps {
  loggedIn: boolean;
  /** The top-bar links for the current visitor. */
  links: readonly NavLink[];
  phone: React.ReactNode;
}

/** The hamburger menu (SPEC §2), a Radix dialog: focus is trapped and restored, Escape closes. */
export function MobileMenu({ loggedIn, links, phone }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const items = loggedIn ? [...links, ...USER_MENU_LINKS] : links;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="icon-button mobile-menu__trigger"
        aria-label={t('header.openMenu')}
      >
        <span aria-hidden="true" className="hamburger">
          <span />
          <span />
          <span />
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu__content" aria-describedby={undefined}>
          <div className="mobile-menu__header">
            <Dialog.Title className="mobile-menu__title">{t('header.menuTitle')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('header.closeMenu')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('header.primaryNav')}>
            <ul className="mobile-menu__list">
              {items.map((link) => (
                <li key={link.to + link.labelKey}>
                  <Link to={link.to} onClick={() => setOpen(false)}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
              <li>{phone}</li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
