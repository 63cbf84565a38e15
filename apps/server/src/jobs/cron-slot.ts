import cronParser from 'cron-parser';

/**
 * The latest time at or before `now` that the cron expression names, when it is less than
 * `windowMs` old; undefined otherwise. A slot missed by more than the window (a server that was
 * down) is skipped rather than run late.
 */
export function dueSlot(cron: string, now: Date, windowMs: number): Date | undefined {
  // prev() is strict; one millisecond later makes a slot that falls exactly on `now` count.
  const slot = cronParser
    .parseExpression(cron, { currentDate: new Date(now.getTime() + 1), tz: 'UTC' })
    .prev()
    .toDate();
  return now.getTime() - slot.getTime() < windowMs ? slot : undefined;
}
