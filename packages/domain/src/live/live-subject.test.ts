import { describe, expect, it } from 'vitest';
import { liveSubjectOf } from './live-subject';

describe('liveSubjectOf (docs/product/states-and-transitions.md)', () => {
  it.each([
    ['/user/queue/client-42-orderEntity', 'orderEntity'],
    ['/topic/a-b-c-userSubscriptionEntity', 'userSubscriptionEntity'],
    ['courseworkEntity', 'courseworkEntity'],
    ['/topic/client-42-order', null],
    ['/topic/client-42-', null],
  ])('%s -> %s', (destination, expected) => {
    expect(liveSubjectOf(destination)).toBe(expected);
  });
});
