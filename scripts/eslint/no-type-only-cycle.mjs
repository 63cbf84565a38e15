// A lint rule for the import cycles that import-x/no-cycle cannot see: import-x skips every
// type-only import (`import type`, `export type ... from`, `import { type A }`) and has no option
// to count them. A cycle of types still ties the files together (neither can move or be read on
// its own), so this rule reports a type-only import whose target leads back, by imports of any
// kind, to the importing file. Cycles made of value imports alone stay import-x/no-cycle's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;

/** @param {{ resolve(source: string, file: string): { found: boolean, path?: string | null } }} resolver */
export function noTypeOnlyCycle(resolver) {
  /** file -> the project files it imports (any kind), read once per lint run. */
  const importsOf = new Map();

  function resolveLocal(source, file) {
    let resolved;
    try {
      resolved = resolver.resolve(source, file);
    } catch {
      return undefined;
    }
    const target = resolved?.found ? resolved.path : undefined;
    if (!target || !SOURCE.test(target) || target.includes(`${path.sep}node_modules${path.sep}`)) {
      return undefined;
    }
    return target;
  }

  function importsOfFile(file) {
    let targets = importsOf.get(file);
    if (targets) return targets;
    targets = new Set();
    importsOf.set(file, targets);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return targets;
    }
    // preProcessFile lists every import and re-export (type-only included) and skips comments.
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveLocal(fileName, file);
      if (target) targets.add(target);
    }
    return targets;
  }

  /** The chain of files from `start` back to `goal`, or undefined. */
  function pathBack(start, goal) {
    const seen = new Set([start]);
    const stack = [[start, [start]]];
    while (stack.length > 0) {
      const [file, chain] = stack.pop();
      for (const next of importsOfFile(file)) {
        if (next === goal) return chain;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push([next, [...chain, next]]);
      }
    }
    return undefined;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid type-only imports that close an import cycle' },
      schema: [],
      messages: {
        cycle: 'Type-only import cycle: {{chain}}. Move the shared type to a file of its own.',
      },
    },
    create(context) {
      const file = context.physicalFilename;
      if (!SOURCE.test(file)) return {};
      const root = context.cwd;

      function check(node) {
        if (!node.source) return;
        const typeOnly =
          node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.type === 'ImportDeclaration' &&
            node.specifiers.length > 0 &&
            node.specifiers.every((s) => s.importKind === 'type')) ||
          (node.type === 'ExportNamedDeclaration' &&
            node.specifiers.length > 0 &&
            node.specifiers.every((s) => s.exportKind === 'type'));
        if (!typeOnly) return;
        const target = resolveLocal(node.source.value, file);
        if (!target || target === file) return;
        const chain = pathBack(target, file);
        if (!chain) return;
        context.report({
          node,
          messageId: 'cycle',
          data: {
            chain: [file, ...chain, file].map((f) => path.relative(root, f)).join(' -> '),
          },
        });
      }

      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
      };
    },
  };
}
