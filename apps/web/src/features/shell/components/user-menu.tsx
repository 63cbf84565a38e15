import { lazy, startTransition, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/student/get-user';
import { useProfilePhotoUrl } from '@/lib/student/profile-photo';
import type { OpenedWith } from './user-menu-dropdown';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * The signed-in user's menu (docs/product/screens-and-routes.md). The button is drawn at once; the
 * Radix dropdown behind it (keyboard and screen-reader ready, with its popper) is downloaded when
 * the menu is first opened, so a page that never opens it does not pay for it. Until then the
 * button answers the keys and the pointer as the dropdown's own trigger does.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const photoUrl = useProfilePhotoUrl(user?.profilePhoto);
  const [openedWith, setOpenedWith] = useState<OpenedWith | undefined>();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const trigger = {
    className: 'user-menu__trigger',
    // The name starts with the first name the button shows, so a speech-input user can say what
    // they see (WCAG 2.5.3).
    'aria-label': name ? t('userMenu.trigger', { name }) : t('userMenu.triggerFallback'),
    children: (
      <>
        {photoUrl ? (
          <img src={photoUrl} alt="" className="user-menu__avatar user-menu__avatar--photo" />
        ) : (
          // The initial is a picture like the photo, drawn by the style sheet from the attribute,
          // so it is not part of the button's visible label.
          <span
            aria-hidden="true"
            className="user-menu__avatar"
            data-initial={user?.firstName.charAt(0).toUpperCase() ?? '•'}
          />
        )}
        <span className="user-menu__name">{user?.firstName}</span>
        <span aria-hidden="true">▾</span>
      </>
    ),
  };
  if (openedWith) return <UserMenuDropdown trigger={trigger} openedWith={openedWith} />;

  // A transition keeps this button, and its focus, on screen until the dropdown has loaded.
  const open = (how: OpenedWith) => startTransition(() => setOpenedWith(how));
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    open('pointer');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    open('keyboard');
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      // Pointing at the button or reaching it with Tab starts the download.
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      {...trigger}
    />
  );
}
