import { Link } from 'react-router';
import { apiUrl, tenantBootstrap } from '@/lib/tenant-bootstrap';

/** The tenant's logo, linking home; its alt text (from the tenant config) names the link. */
export function TenantLogo() {
  const { config, buildVersion } = tenantBootstrap();
  return (
    <Link to="/" className="tenant-logo">
      <img src={`${apiUrl('/tenant/logo')}?v=${encodeURIComponent(buildVersion)}`} alt={config.logo.alt} />
    </Link>
  );
}
