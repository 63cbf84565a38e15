import { z } from 'zod';

// docs/product/entities.md "Form mode": whether an enrolment page shows its form.
export const FORM_MODES = ['FORM', 'NONE'] as const;

export type FormMode = (typeof FORM_MODES)[number];

export const formModeSchema = z.enum(FORM_MODES);
