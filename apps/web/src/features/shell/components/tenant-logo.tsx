import { Link } from 'react-router';
import { useTenant } from '@/lib/app-services';
import { paths } from '@/lib/paths';

/** The tenant's logo, linking home; its alt text (from the tenant config) names the link. */
export function TenantLogo() {
  const { config, buildVersion, basePath } = useTenant();
  return (
    <Link to={paths.home.href()} className="tenant-logo">
      <img
        src={`${basePath}/tenant/logo?v=${encodeURIComponent(buildVersion)}`}
        alt={config.logo.alt}
      />
    </Link>
  );
}
