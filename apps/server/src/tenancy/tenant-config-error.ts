/** One thing wrong in a tenant file: the file as shown to people, the field path, what is wrong. */
export interface TenantConfigProblem {
  file: string;
  /** Dotted field path such as `theme.brand` or `scheduled.0.endsAt`; '' for the file as a whole. */
  path: string;
  message: string;
}

/**
 * Thrown at start-up when a tenant file is broken (docs/architecture.md, decision 5). The message has
 * one line per problem, `tenants/fhsu/config.json: theme.brand: Invalid hex colour`, so the
 * person editing tenant files sees every mistake at once rather than one per restart.
 */
export class TenantConfigError extends Error {
  readonly problems: readonly TenantConfigProblem[];

  constructor(problems: readonly TenantConfigProblem[]) {
    super(
      problems
        .map((p) =>
          p.path === '' ? `${p.file}: ${p.message}` : `${p.file}: ${p.path}: ${p.message}`,
        )
        .join('\n'),
    );
    this.name = 'TenantConfigError';
    this.problems = problems;
  }
}
