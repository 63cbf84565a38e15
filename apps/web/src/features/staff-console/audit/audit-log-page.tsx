import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { staffMay } from '@portal/domain/staff/staff-roles';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/lib/paths';
import { useStaffMe } from '../sign-in/get-staff-me';
import { useAuditSearch } from './search-audit-log';
import { auditFiltersFrom, auditPlaceFrom, auditQueryString } from './audit-query';
import { AuditChainStatus } from './audit-chain-status';
import { AuditDownload } from './audit-download';
import { AuditFilterForm } from './audit-filter-form';
import { AuditSearchOutcome } from './audit-search-outcome';
import { StaffSignedIn } from '../sign-in/staff-signed-in';

/**
 * /staff/audit?action=&...: the audit log, filtered. The filters and the page live in the
 * address, so back, forward and reload show the same entries (docs/staff-console.md "Audit log").
 */
export function AuditLogPage() {
  const { t } = useTranslation('staff');
  return (
    <div className="page">
      <PageMeta title={t('audit.title')} />
      <h1>{t('audit.heading')}</h1>
      <StaffSignedIn>{() => <AuditLog />}</StaffSignedIn>
    </div>
  );
}

function AuditLog() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const place = auditPlaceFrom(params);
  const query = auditQueryString(filters, place);
  // The order chosen stays with new filters, from its first page.
  const order = { sort: place.sort || undefined, dir: place.dir || undefined };
  const search = useAuditSearch(query);
  const me = useStaffMe();
  const mayVerify = me.data ? staffMay(me.data.roles, 'verify_audit_chain') : false;

  return (
    <>
      {mayVerify ? <AuditChainStatus /> : null}
      <AuditFilterForm
        filters={filters}
        refusal={search.error}
        onSearch={(next) => void navigate(paths.staffAudit.href({ ...next, ...order }))}
      />
      <AuditDownload query={auditQueryString(filters)} />
      <AuditSearchOutcome filters={filters} place={place} search={search} />
    </>
  );
}
