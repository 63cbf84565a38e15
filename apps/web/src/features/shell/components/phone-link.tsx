import { useTranslation } from 'react-i18next';

export interface PhoneLinkProps {
  loggedIn: boolean;
  phones: { studentAdvisor: string; publicAdvisor: string };
  className?: string;
}

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** docs/product/screens-and-routes.md: students see their advisor's number, visitors the public (enrollment) number. */
export function PhoneLink({ loggedIn, phones, className }: PhoneLinkProps) {
  const { t } = useTranslation('shell');
  const phone = loggedIn ? phones.studentAdvisor : phones.publicAdvisor;
  return (
    <a
      href={telHref(phone)}
      className={className ?? 'phone-link'}
      aria-label={t(loggedIn ? 'header.callStudentAdvisor' : 'header.callPublicAdvisor', { phone })}
    >
      <span aria-hidden="true" className="phone-link__icon">
        ☎
      </span>{' '}
      {phone}
    </a>
  );
}
