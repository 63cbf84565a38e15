import { useTranslation } from 'react-i18next';

/** A membership's status in words; none before the student placed an enrolment order. */
export function MembershipStatus({ status }: { status: string | null }) {
  const { t } = useTranslation('staff');
  return <>{t(`membership.${status ?? 'none'}`, { defaultValue: status ?? '' })}</>;
}
