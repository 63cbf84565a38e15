import { contentSchemaFor } from '@portal/domain/content/page-content';

// A content page edited as its file's JSON (docs/tenant-editing.md "The pages"): the text is read
// as JSON, saying where it is not, then checked by the page's schema, the one the server and the
// start-up check the file with.

export type JsonDraft =
  | { kind: 'unreadable'; place?: { line: number; column: number }; message: string }
  | { kind: 'page'; page: unknown; problems: { field: string; message: string }[] };

/** The line and column (from 1) of a character of the text. */
function placeOf(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The text read as a page of that name, with what its schema refuses. */
export function readJsonPage(name: string, text: string): JsonDraft {
  let page: unknown;
  try {
    page = JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Engines say where as a character position (V8), a line and column (Firefox), or not at all
    // (a V8 message then quotes the text around the fault).
    const position = /position (\d+)/.exec(message)?.[1];
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const place = lineColumn
      ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
      : position !== undefined
        ? placeOf(text, Number(position))
        : undefined;
    return {
      kind: 'unreadable',
      ...(place ? { place } : {}),
      message: message.replace(/\s*\(line \d+ column \d+\)$/, ''),
    };
  }
  const result = contentSchemaFor(name).safeParse(page);
  return {
    kind: 'page',
    page: result.success ? result.data : page,
    problems: result.success
      ? []
      : result.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: issue.message,
        })),
  };
}
