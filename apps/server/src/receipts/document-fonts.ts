import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

// The documents' font, DejaVu Sans, regular and bold: it prints every letter a name may hold
// (docs/names.md "On receipts and statements"), and pdfkit embeds in each PDF only the glyphs it
// uses. The files are found as an installed package, from the source and the built server alike.

export interface DocumentFonts {
  regular: Font;
  bold: Font;
}

const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

async function openFonts(): Promise<DocumentFonts> {
  const { create } = await import('fontkit');
  const open = async (name: string) => create(await readFile(fontFile(name)));
  const [regular, bold] = await Promise.all([open('DejaVuSans.ttf'), open('DejaVuSans-Bold.ttf')]);
  return { regular, bold };
}

let fonts: Promise<DocumentFonts> | undefined;

/**
 * The fonts, read and parsed with the first document and kept for the process: parsing them for
 * each document took 50 ms of its 65, and an idle portal holds neither the files nor fontkit.
 */
export function documentFonts(): Promise<DocumentFonts> {
  fonts ??= openFonts();
  return fonts;
}
