import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { offeredLanguages } from '@portal/domain/i18n/languages';
import { useTenant } from '@/lib/app-services';
import { languageSwitchAddress } from '@/lib/language-address';
import { useUser } from '@/lib/student/get-user';
import { useIsLoggedIn } from '@/lib/use-auth-session';

/**
 * A signed-in student reads the portal in the language kept on their account, on any device
 * (docs/languages.md): a page in another language is replaced by the same page in theirs.
 */
export function FollowAccountLanguage() {
  return useIsLoggedIn() ? <Follow /> : null;
}

function Follow() {
  const user = useUser();
  const { config, basePath, language } = useTenant();
  const location = useLocation();
  // Only the account as the server tells it now: the copy kept from the last visit may predate a
  // switch made since.
  const wanted = user.isFetchedAfterMount ? user.data?.language : undefined;
  useEffect(() => {
    if (!wanted || wanted === language || !offeredLanguages(config).includes(wanted)) return;
    window.location.replace(languageSwitchAddress(basePath, location, wanted));
  }, [wanted, language, config, basePath, location]);
  return null;
}
