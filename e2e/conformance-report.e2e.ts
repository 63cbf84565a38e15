import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The Accessibility Conformance Report (docs/accessibility/conformance-report.md, docs/accessibility/README.md)
// stays true: one row per WCAG 2.2 A and AA success criterion, every file it cites as evidence
// exists, and its date is the statement's review date. No browser is needed.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT = readFileSync(`${ROOT}docs/accessibility/conformance-report.md`, 'utf8');
// The date of the last review, which the accessibility statement of every tenant shows
// (`{$accessibility.reviewed}`): written once, in tenants/global.json.
const REVIEWED = JSON.parse(readFileSync(`${ROOT}tenants/global.json`, 'utf8')).values.accessibility
  .reviewed as string;

// WCAG 2.2 (W3C Recommendation, 2023): 31 criteria at level A, 24 at level AA.
const LEVEL_A = [
  '1.1.1',
  '1.2.1',
  '1.2.2',
  '1.2.3',
  '1.3.1',
  '1.3.2',
  '1.3.3',
  '1.4.1',
  '1.4.2',
  '2.1.1',
  '2.1.2',
  '2.1.4',
  '2.2.1',
  '2.2.2',
  '2.3.1',
  '2.4.1',
  '2.4.2',
  '2.4.3',
  '2.4.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '3.1.1',
  '3.2.1',
  '3.2.2',
  '3.2.6',
  '3.3.1',
  '3.3.2',
  '3.3.7',
  '4.1.2',
];
const LEVEL_AA = [
  '1.2.4',
  '1.2.5',
  '1.3.4',
  '1.3.5',
  '1.4.3',
  '1.4.4',
  '1.4.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.4.5',
  '2.4.6',
  '2.4.7',
  '2.4.11',
  '2.5.7',
  '2.5.8',
  '3.1.2',
  '3.2.3',
  '3.2.4',
  '3.3.3',
  '3.3.4',
  '3.3.8',
  '4.1.3',
];
// Removed from WCAG 2.2 but still part of 2.0 and 2.1, which the report also covers (VPAT 2.5).
const WCAG_21_ONLY = ['4.1.1'];

const LEVELS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

/** The rows of the table under `heading`: criterion number, level of support, remarks. */
function rows(heading: string) {
  const start = REPORT.indexOf(`### ${heading}`);
  expect(start, `the report has a "${heading}" table`).toBeGreaterThan(-1);
  const end = REPORT.indexOf('\n### ', start + 1);
  return REPORT.slice(start, end === -1 ? undefined : end)
    .split('\n')
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const criterion = /^(\d+\.\d+\.\d+) .+ \(Level (A|AA)\)$/.exec(cells[1] ?? '');
      return criterion
        ? [{ number: criterion[1]!, level: criterion[2]!, support: cells[2]!, remarks: cells[3]! }]
        : [];
    });
}

describe('the Accessibility Conformance Report', () => {
  const levelA = rows('Table 1: Success Criteria, Level A');
  const levelAA = rows('Table 2: Success Criteria, Level AA');

  it('has 55 WCAG 2.2 criteria at levels A and AA', () => {
    expect(LEVEL_A).toHaveLength(31);
    expect(LEVEL_AA).toHaveLength(24);
  });

  it('lists each level A criterion once, in Table 1', () => {
    expect(levelA.map((row) => row.number).sort()).toEqual([...LEVEL_A, ...WCAG_21_ONLY].sort());
    expect(levelA.every((row) => row.level === 'A')).toBe(true);
  });

  it('lists each level AA criterion once, in Table 2', () => {
    expect(levelAA.map((row) => row.number).sort()).toEqual([...LEVEL_AA].sort());
    expect(levelAA.every((row) => row.level === 'AA')).toBe(true);
  });

  it('gives every row a VPAT conformance level and a remark', () => {
    for (const row of [...levelA, ...levelAA]) {
      expect(LEVELS, row.number).toContain(row.support);
      expect(row.remarks, row.number).not.toBe('');
    }
  });

  it('is dated the last review, the date the accessibility statement gives', () => {
    expect(REVIEWED).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(/## Report Date\n\n(.+)\n/.exec(REPORT)?.[1]).toBe(REVIEWED);
    expect(REPORT).toContain(`main branch as of ${REVIEWED}.`);
  });

  it('names only files that exist as its evidence', () => {
    const cited = [...REPORT.matchAll(/`((?:apps|packages|e2e|tenants|docs)\/[\w./-]+)`/g)].map(
      (match) => match[1]!,
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((file) => !existsSync(`${ROOT}${file}`))).toEqual([]);
  });

  it('says how each criterion it supports is checked: a test it names, or a manual review', () => {
    for (const row of [...levelA, ...levelAA].filter((r) => r.support === 'Supports')) {
      expect(row.remarks, row.number).toMatch(/\.(test|e2e)\.tsx?`|Manual review/);
    }
  });
});
