import { z } from 'zod';

// docs/product/entities.md "Link kinds": where a course launch link lands.
export const LINK_KINDS = ['resume', 'section'] as const;

export type LinkKind = (typeof LINK_KINDS)[number];

export const linkKindSchema = z.enum(LINK_KINDS);
