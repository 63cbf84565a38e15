import { Cron } from 'croner';

/**
 * A cron expression (UTC, five fields or six with seconds first), parsed once when its job is
 * defined. croner rather than cron-parser, which pg-boss brings: cron-parser builds its dates
 * through luxon, whose first date asks ICU for the system's locale and maps several MB of ICU's
 * data into an idle process (docs/performance.md "The process's memory"); croner with a fixed UTC
 * offset does not touch Intl.
 */
export type CronSchedule = Cron;

export function parseCron(expression: string): CronSchedule {
  return new Cron(expression, { utcOffset: 0, paused: true });
}

/**
 * The latest time at or before `now` that the schedule names, when it is less than `windowMs`
 * old; undefined otherwise. A slot missed by more than the window (a server that was down) is
 * skipped rather than run late.
 */
export function dueSlot(schedule: CronSchedule, now: Date, windowMs: number): Date | undefined {
  // The previous run is strictly before the date given: one millisecond later counts a slot that
  // falls exactly on `now`.
  const [slot] = schedule.previousRuns(1, new Date(now.getTime() + 1));
  return slot && now.getTime() - slot.getTime() < windowMs ? slot : undefined;
}
