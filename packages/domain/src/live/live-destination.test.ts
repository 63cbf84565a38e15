import { describe, expect, it } from 'vitest';
import { liveDestination, parseLiveDestination } from './live-destination';

const USER = '3f1c2d9e-8a7b-4c6d-9e0f-1a2b3c4d5e6f';

describe('live destinations (docs/product/states-and-transitions.md, api-calls.md)', () => {
  it('name the user and the subject, the subject after the last dash', () => {
    expect(liveDestination(USER, 'orderEntity')).toBe(`/user/queue/${USER}-orderEntity`);
  });

  it.each([
    [`/user/queue/${USER}-orderEntity`, { clientId: USER, subject: 'orderEntity' }],
    [
      `/user/queue/${USER}-userSubscriptionEntity`,
      { clientId: USER, subject: 'userSubscriptionEntity' },
    ],
    [`/user/queue/${USER}-order`, null],
    [`/user/queue/-orderEntity`, null],
    [`/topic/${USER}-orderEntity`, null],
    [`/user/queue/a/b-orderEntity`, null],
    ['', null],
  ])('%s -> %o', (destination, expected) => {
    expect(parseLiveDestination(destination)).toEqual(expected);
  });
});
