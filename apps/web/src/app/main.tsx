import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { authSession } from '@/lib/auth-session';
import { browserServices } from '@/lib/browser-services';
import { installDialogTriggers } from '@/lib/dom/dialog-triggers';
import { APP_ROOT_ID } from '@/lib/dom/use-inert-app';
import { followSessionHint } from '@/lib/session-hint';
import { loadLanguage } from '@/lib/i18n';
import {
  TENANT_BOOTSTRAP_ID,
  standInTenantBootstrap,
  tenantBootstrap,
} from '@/lib/tenant-bootstrap';
import { takeViewAsFromAddress } from '@/lib/view-as';
import { PAGE_STATE_ID, type PageState } from './page-state';
import { AppProvider } from './provider';
import { createRouter, createRoutes } from './router';
import { routerBasename } from '@portal/domain/tenant/tenant-bootstrap';
import { nameRuleOf, takeNameRuleFrom } from '@portal/domain/validation/person-name';
import './styles.css';

// Before anything reads the session or the address: a view as a student handed over in the
// fragment is taken into this tab's sessionStorage and removed from the address (lib/view-as.ts).
takeViewAsFromAddress(window.location, window.history);
installDialogTriggers();
followSessionHint(authSession, document.documentElement);
// `vite dev` without the server in front: the default tenant's real file stands in for the
// bootstrap the server injects into every page. Loaded in development only, never shipped.
if (import.meta.env.DEV && !document.getElementById(TENANT_BOOTSTRAP_ID)) {
  const { defaultTenantBootstrap } = await import('@/lib/default-tenant-bootstrap');
  standInTenantBootstrap(defaultTenantBootstrap());
}
await loadLanguage(tenantBootstrap().language);
const services = browserServices();
// The name fields check by this site's tenant's rule (docs/names.md).
takeNameRuleFrom(() => nameRuleOf(services.bootstrap.config));
const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error(`#${APP_ROOT_ID} is missing from index.html`);

const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
const state = stateText ? (JSON.parse(stateText) as PageState) : undefined;
const routes = createRoutes(services);

if (state) {
  hydrate(services.queryClient, state.queries);
  // Hydration must find the page's lazy route modules already loaded, as the server had them.
  const matches =
    matchRoutes(routes, window.location, routerBasename(services.bootstrap) || '/') ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The server wrote this page's title and meta tags; React takes them over from here. The
  // title stays: React adopts the first <title> it finds and sets its text when it commits, so the
  // page keeps a title while it hydrates (WCAG 2.4.2, docs/accessibility/README.md); removed, the title would be
  // empty until then. The meta tags go, or React's own would stand beside them.
  document.head.querySelectorAll('meta[data-ssr-head]').forEach((tag) => tag.remove());
}

const router = createRouter(services, routes, state?.router);
const app = (
  <StrictMode>
    <AppProvider services={services}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

if (state) hydrateRoot(container, app);
else createRoot(container).render(app);
