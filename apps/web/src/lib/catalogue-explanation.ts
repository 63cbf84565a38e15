import { useTranslation } from 'react-i18next';

/**
 * A plain explanation of a catalogue code whose words (docs/product/error-catalogue.md) a learner may not understand,
 * such as TOKEN_PREFIX_MISMATCH 'Token prefix does not match enrollment code': the catalogue's
 * message stays, and this sentence goes under it. Undefined for a code without one. The
 * sentences are the `common:explanations.<CODE>` message ids, so a tenant can reword them.
 */
export function useCatalogueExplanation(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('common');
  return (code) => {
    if (!code) return undefined;
    const id = `common:explanations.${code.replace(/^errors\./, '')}`;
    return i18n.exists(id) ? t(id) : undefined;
  };
}
