import { findCategory, type CategoryName } from '../catalog/category-slug';

export interface CourseAppearance {
  /** A CSS colour for the course card accent. */
  colour: string;
  /** An icon name the web app maps to its icon set. */
  icon: string;
}

// docs/product/entities.md: the first categoriesCode picks colour and icon; otherwise dark red and a lightbulb.
// docs/product/entities.md does not give the colours or icons per category; these are ours.
export const DEFAULT_COURSE_APPEARANCE: CourseAppearance = { colour: '#8b1a1a', icon: 'lightbulb' };

const CATEGORY_APPEARANCE: Record<CategoryName, CourseAppearance> = {
  Business: { colour: '#1f4e79', icon: 'briefcase' },
  Teaching: { colour: '#2e7d32', icon: 'chalkboard' },
  Health: { colour: '#00838f', icon: 'heart-pulse' },
  'Information Technology': { colour: '#4527a0', icon: 'server' },
  'Computer Science': { colour: '#37474f', icon: 'code' },
};

/** Colour and icon of a course from the first of its category codes (name or slug). */
export function courseAppearance(categoriesCode: readonly string[]): CourseAppearance {
  const category = categoriesCode[0] === undefined ? null : findCategory(categoriesCode[0]);
  return category ? CATEGORY_APPEARANCE[category] : DEFAULT_COURSE_APPEARANCE;
}
