/** Where every rule that depends on time reads it (docs/architecture.md, decision 4), so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
