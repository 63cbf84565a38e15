import { z } from 'zod';

// docs/product/entities.md "Transcript kinds".
export const TRANSCRIPT_KINDS = ['BILLING', 'TRANSCRIPT', 'DEFAULT'] as const;

export type TranscriptKind = (typeof TRANSCRIPT_KINDS)[number];

export const transcriptKindSchema = z.enum(TRANSCRIPT_KINDS);
