import { describe, expect, it } from 'vitest';
import {
  lastScheduledDay,
  nextScheduledDay,
  partnerMailingBodySchema,
  type MailingSchedule,
} from './partner-mailing';

// 2026-11-23 is a Monday.
describe('the days a mailing names', () => {
  it.each([
    [{ kind: 'weekly', weekday: 1 }, '2026-11-23T00:00:00Z', '2026-11-23', '2026-11-30'],
    [{ kind: 'weekly', weekday: 1 }, '2026-11-22T23:59:59Z', '2026-11-16', '2026-11-23'],
    [{ kind: 'weekly', weekday: 7 }, '2026-11-23T06:00:00Z', '2026-11-22', '2026-11-29'],
    [{ kind: 'weekly', weekday: 5 }, '2026-11-27T06:00:00Z', '2026-11-27', '2026-12-04'],
    [{ kind: 'monthly', day: 1 }, '2026-11-01T00:00:00Z', '2026-11-01', '2026-12-01'],
    [{ kind: 'monthly', day: 15 }, '2026-11-14T06:00:00Z', '2026-10-15', '2026-11-15'],
    [{ kind: 'monthly', day: 28 }, '2026-12-31T06:00:00Z', '2026-12-28', '2027-01-28'],
    [{ kind: 'monthly', day: 28 }, '2027-01-02T06:00:00Z', '2026-12-28', '2027-01-28'],
    [{ kind: 'off' }, '2026-11-23T06:00:00Z', null, null],
  ] as [MailingSchedule, string, string | null, string | null][])(
    '%j at %s: last %s, next %s',
    (schedule, now, last, next) => {
      expect(lastScheduledDay(schedule, new Date(now))).toBe(last);
      expect(nextScheduledDay(schedule, new Date(now))).toBe(next);
    },
  );
});

describe('the mailing form', () => {
  const parse = (body: unknown) => partnerMailingBodySchema.safeParse(body);
  const fields = (body: unknown) =>
    (parse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

  it.each([
    [{ schedule: { kind: 'off' }, recipients: [] }, []],
    [{ schedule: { kind: 'weekly', weekday: 3 }, recipients: ['a@x.test'] }, []],
    [{ schedule: { kind: 'weekly', weekday: 3 }, recipients: [] }, ['recipients']],
    [{ schedule: { kind: 'weekly', weekday: 8 }, recipients: ['a@x.test'] }, ['schedule.weekday']],
    [{ schedule: { kind: 'weekly', weekday: 0 }, recipients: ['a@x.test'] }, ['schedule.weekday']],
    [{ schedule: { kind: 'monthly', day: 29 }, recipients: ['a@x.test'] }, ['schedule.day']],
    [{ schedule: { kind: 'monthly', day: 28 }, recipients: ['a@x.test'] }, []],
    [{ schedule: { kind: 'daily' }, recipients: ['a@x.test'] }, ['schedule.kind']],
    [{ schedule: { kind: 'off' }, recipients: ['a@x.test', 'a@x.test'] }, ['recipients']],
    [{ schedule: { kind: 'off' }, recipients: ['not an address'] }, ['recipients.0']],
  ])('%j: %j', (body, expected) => {
    expect(fields(body)).toEqual(expected);
  });
});
