// Schedules are read here rather than by a cron library: the one pg-boss brings computes dates
// through luxon, whose first date asks ICU for the system's locale; that maps several MB of ICU's
// data into an idle process, and parsing every schedule at every tick cost about 1% of a core
// (docs/performance.md "The process's memory").

/** A cron expression parsed once: the values each field allows. */
export interface CronSchedule {
  seconds: ReadonlySet<number>;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 is Sunday; 7 is read as 0. */
  daysOfWeek: ReadonlySet<number>;
  /** Day of month and day of week both restricted: a day matching either one is in. */
  eitherDay: boolean;
}

const FIELDS = [
  { name: 'second', min: 0, max: 59 },
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

/** One field: `*`, a number or a range `a-b`, each optionally stepped `/n`, or a list of these. */
function fieldValues(text: string, field: (typeof FIELDS)[number], expression: string) {
  const values = new Set<number>();
  const fail = () => new Error(`Cron expression "${expression}": bad ${field.name} "${text}"`);
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw fail();
    const [, , from, to, step] = match;
    const start = from === undefined ? field.min : Number(from);
    const end = to !== undefined ? Number(to) : from === undefined || step ? field.max : start;
    const by = step === undefined ? 1 : Number(step);
    if (start < field.min || end > field.max || start > end || by < 1) throw fail();
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

/** Five fields (minute hour day-of-month month day-of-week) or six with seconds first. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length === 5) parts.unshift('0');
  if (parts.length !== 6) throw new Error(`Cron expression "${expression}": not 5 or 6 fields`);
  const [seconds, minutes, hours, daysOfMonth, months, weekDays] = parts.map((part, i) =>
    fieldValues(part, FIELDS[i]!, expression),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  const daysOfWeek = new Set([...weekDays].map((day) => day % 7));
  return {
    seconds,
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    eitherDay: daysOfMonth.size < 31 && daysOfWeek.size < 7,
  };
}

function matches(schedule: CronSchedule, time: Date): boolean {
  const dayOfMonth = schedule.daysOfMonth.has(time.getUTCDate());
  const dayOfWeek = schedule.daysOfWeek.has(time.getUTCDay());
  return (
    schedule.seconds.has(time.getUTCSeconds()) &&
    schedule.minutes.has(time.getUTCMinutes()) &&
    schedule.hours.has(time.getUTCHours()) &&
    schedule.months.has(time.getUTCMonth() + 1) &&
    (schedule.eitherDay ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek)
  );
}

/**
 * The latest time at or before `now` that the schedule names (in UTC), when it is less than
 * `windowMs` old; undefined otherwise. A slot missed by more than the window (a server that was
 * down) is skipped rather than run late. Slots fall on whole seconds, so at most one check a
 * second of the window.
 */
export function dueSlot(schedule: CronSchedule, now: Date, windowMs: number): Date | undefined {
  for (
    let time = Math.floor(now.getTime() / 1000) * 1000;
    now.getTime() - time < windowMs;
    time -= 1000
  ) {
    const slot = new Date(time);
    if (matches(schedule, slot)) return slot;
  }
  return undefined;
}
