import { useTranslation } from 'react-i18next';
import { describeApiError } from '@portal/domain/errors/api-error-body';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/forms/apply-field-errors';
import { FailureNotice } from './failure-notice';

/** A console list's read, as TanStack Query gives it. */
interface ListRead {
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What the list's polite status line says: loading (also while the next page replaces a shown
 * one), how many rows the page holds, or that none match; nothing once the read failed, which the
 * failure says instead.
 */
export function listStatus(
  read: ListRead,
  rows: number | undefined,
  words: { loading: string; empty: string; count: string },
): string {
  if (read.isPlaceholderData) return words.loading;
  if (rows !== undefined) return rows === 0 ? words.empty : words.count;
  return read.error ? '' : words.loading;
}

/**
 * Why a console list could not be read: a refusal in the catalogue's words (unless a field of the
 * list's filters already shows it), or, for a server or network failure, the offer to try again.
 */
export function ListFailure({
  id,
  read,
  fields = [],
  refusal,
}: {
  id: string;
  read: ListRead;
  /** The filter fields whose errors the form shows under them. */
  fields?: readonly string[];
  /** The list's own words for a refusal, where the catalogue's are not the right ones. */
  refusal?: (error: ApiError) => string[] | undefined;
}) {
  const { t: tDomain } = useTranslation('domain');
  const { error } = read;
  if (error instanceof ApiError && error.status < 500) {
    if (serverFieldErrors(error).some(({ field }) => fields.includes(field))) return null;
    const messages =
      refusal?.(error) ??
      describeApiError(error.body, error.status, error.statusText, (key) => tDomain(key));
    return <FailureNotice id={id} messages={messages} />;
  }
  return error ? <LoadFailure namespace="staff" onRetry={() => void read.refetch()} /> : null;
}
