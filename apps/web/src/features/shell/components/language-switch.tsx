import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, type Language, offeredLanguages } from '@portal/domain/i18n/languages';
import { useApi, useTenant } from '@/lib/app-services';
import { languageSwitchAddress } from '@/lib/language-address';
import { useIsLoggedIn } from '@/lib/use-auth-session';

/**
 * The header's switch to this page in the tenant's other languages (docs/languages.md), each
 * named in itself and marked as that language for screen readers. A plain link, so it works on
 * the pages visitors get without script; a signed-in student's choice is also kept on their
 * account first, so it follows them to every device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { config, basePath, language } = useTenant();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const api = useApi();
  const others = offeredLanguages(config).filter((offered) => offered !== language);

  const keepOnAccount = (other: Language, href: string) => async (event: MouseEvent) => {
    event.preventDefault();
    // Switched even when the account cannot be told: this browser keeps the choice meanwhile.
    await api
      .request('/user-api/users/language', { method: 'PUT', json: { language: other } })
      .catch(() => undefined);
    window.location.assign(href);
  };

  return others.map((other) => {
    const href = languageSwitchAddress(basePath, location, other);
    return (
      <a
        key={other}
        href={href}
        lang={other}
        hrefLang={other}
        className={className}
        onClick={loggedIn ? keepOnAccount(other, href) : undefined}
      >
        {LANGUAGE_NAMES[other]}
      </a>
    );
  });
}
