import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { USER_MENU_LINKS } from '../nav-links';

/** How the student opened the menu before its dropdown had loaded. */
export type OpenedWith = 'keyboard' | 'pointer';

interface UserMenuDropdownProps {
  trigger: ComponentProps<'button'>;
  openedWith: OpenedWith;
}

/** The user menu's Radix dropdown, mounted open by the first press on the menu's button. */
export default function UserMenuDropdown({ trigger, openedWith }: UserMenuDropdownProps) {
  const { t } = useTranslation('shell');
  const firstOpen = useRef(true);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="user-menu__content"
          align="end"
          sideOffset={6}
          onFocus={(event) => {
            // Radix moves to the first item when the keys opened the menu, which it learns from the
            // key press; the press that opened this first one came before the dropdown was here,
            // so Radix focuses the menu itself, and this moves on to the first item.
            if (!firstOpen.current || event.target !== event.currentTarget) return;
            firstOpen.current = false;
            if (openedWith === 'keyboard')
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          {USER_MENU_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="user-menu__item">
              <Link to={link.to}>{t(link.labelKey)}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
