import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/domain/i18n/languages';

// A tenant's own text is shown in the page's language when the tenant wrote it in that language,
// else in English (docs/languages.md "A tenant's own content"): then it is marked as English, so
// that screen readers read it in an English voice, and a note in the page's language says so.

/**
 * The `lang` a tenant's text written in `language` is marked with on this page: none when the
 * page is in that language already.
 */
export function useTenantTextLang(language: Language): Language | undefined {
  const { i18n } = useTranslation();
  return language === i18n.language ? undefined : language;
}

/**
 * "This text is shown in English.", in the page's language and marked as it (it may sit inside the
 * English text), when the tenant's text is not in the page's language.
 */
export function TenantTextLanguageNote({
  language,
  inline = false,
}: {
  language: Language;
  /** Inside a line of text (the alert banner) rather than a paragraph of its own. */
  inline?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  if (language === i18n.language) return null;
  const Note = inline ? 'span' : 'p';
  return (
    <Note className="tenant-text-note" lang={i18n.language}>
      {t(`tenantTextIn.${language}`)}
    </Note>
  );
}
