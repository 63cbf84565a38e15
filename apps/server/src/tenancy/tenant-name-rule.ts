// The name rule of the tenant a request is served for (docs/names.md), followed through async
// calls (AsyncLocalStorage) so the shared name schema checks a body by that tenant's rule.
import { AsyncLocalStorage } from 'node:async_hooks';
import { effectiveConfig } from '@portal/domain/tenant/effective-config';
import {
  DEFAULT_NAME_RULE,
  nameRuleOf,
  takeNameRuleFrom,
  type NameRule,
} from '@portal/domain/validation/person-name';
import type { TenantRegistry } from './tenant-registry';

const rules = new AsyncLocalStorage<NameRule>();

/** Runs `work` (and every async call it makes) checking names by `rule`. */
export const withNameRule = <T>(rule: NameRule, work: () => T): T => rules.run(rule, work);

/** Makes the name schema check by the rule `withNameRule` set; outside one, the default rule. */
export function checkNamesByRequestTenant(): void {
  takeNameRuleFrom(() => rules.getStore() ?? DEFAULT_NAME_RULE);
}

/** The rule of the tenant `tenantId` in force at `now`; the default for a tenant not (or no longer) served. */
export function nameRuleOfTenant(tenants: TenantRegistry, tenantId: string, now: Date): NameRule {
  const tenant = tenants.get(tenantId);
  return tenant ? nameRuleOf(effectiveConfig(tenant.config, now)) : DEFAULT_NAME_RULE;
}
