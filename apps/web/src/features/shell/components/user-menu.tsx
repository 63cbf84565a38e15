import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/lib/student/get-user';
import { useProfilePhotoUrl } from '@/lib/student/profile-photo';
import { USER_MENU_LINKS } from '../nav-links';

/** The signed-in user's menu (docs/product/screens-and-routes.md), a Radix dropdown: keyboard and screen-reader ready. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const photoUrl = useProfilePhotoUrl(user?.profilePhoto);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="user-menu__trigger"
        // The name starts with the first name the button shows, so a speech-input user can say
        // what they see (WCAG 2.5.3).
        aria-label={name ? t('userMenu.trigger', { name }) : t('userMenu.triggerFallback')}
      >
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu__content" align="end" sideOffset={6}>
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
