import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
