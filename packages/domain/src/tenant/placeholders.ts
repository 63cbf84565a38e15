import type { GlobalValue, GlobalValues } from './tenant-config';

// `{$name.path}` in content and config strings is filled from the global values (docs/product/screens-and-routes.md), e.g.
// `{$company.name}` reads `values.company.name` of tenants/global.json.
const PLACEHOLDER = /\{\$([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\}/g;

/** Where an unknown placeholder sits: its name and the JSON path of the string holding it. */
export interface UnknownPlaceholder {
  name: string;
  path: (string | number)[];
}

// Only leaves can be written into text; `{$company}` naming a group counts as unknown.
function lookup(values: GlobalValues, name: string): string | undefined {
  let node: GlobalValue | undefined = values;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'object' || node === undefined ? undefined : String(node);
}

function fillString(text: string, values: GlobalValues): string {
  // An unknown placeholder is left as written so the gap is visible on the page, not hidden.
  return text.replace(PLACEHOLDER, (whole, name: string) => lookup(values, name) ?? whole);
}

/**
 * A copy of the JSON value `value` with every known `{$name.path}` in its strings (at any depth,
 * object keys excepted) replaced by the global value. Unknown placeholders stay intact.
 */
export function fillPlaceholders<T>(value: T, values: GlobalValues): T {
  if (typeof value === 'string') return fillString(value, values) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholders(item, values)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}

/** Every placeholder in `value` that the global values cannot fill, in document order; for the start-up check. */
export function unknownPlaceholders(
  value: unknown,
  values: GlobalValues,
  path: (string | number)[] = [],
): UnknownPlaceholder[] {
  if (typeof value === 'string') {
    return [...value.matchAll(PLACEHOLDER)]
      .map((match) => match[1] ?? '')
      .filter((name) => lookup(values, name) === undefined)
      .map((name) => ({ name, path }));
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, i) => unknownPlaceholders(item, values, [...path, i]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      unknownPlaceholders(item, values, [...path, key]),
    );
  }
  return [];
}
