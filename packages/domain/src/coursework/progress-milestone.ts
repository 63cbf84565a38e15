// docs/product/entities.md "Progress milestones" and constants-and-limits.md "Progress targets: 0, 25, 50, 75" (percent).
export const PROGRESS_MILESTONES = [0, 25, 50, 75] as const;

export type ProgressMilestone = (typeof PROGRESS_MILESTONES)[number];

/** The highest milestone a progress percentage has reached. */
export function reachedMilestone(percent: number): ProgressMilestone {
  return PROGRESS_MILESTONES.findLast((m) => percent >= m) ?? 0;
}
