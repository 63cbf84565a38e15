import { z } from 'zod';

// docs/product/entities.md "Select-step kinds" of the program picker.
export const SELECT_STEPS = ['SELECT_PROGRAM', 'SELECT_SCHOOL'] as const;

export type SelectStep = (typeof SELECT_STEPS)[number];

export const selectStepSchema = z.enum(SELECT_STEPS);
