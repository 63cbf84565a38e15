import { describe, expect, it } from 'vitest';
import { inDashboardOrder } from './special-course-code';

const codes = (list: { courseCode: string }[]) => list.map((c) => c.courseCode);
const courses = (...list: string[]) => list.map((courseCode) => ({ courseCode }));

describe('inDashboardOrder', () => {
  it.each([
    [
      ['CSC110', 'ORI001', 'BUS101'],
      ['ORI001', 'CSC110', 'BUS101'],
    ],
    [
      ['PACA101', 'ACA101', 'CSC110', 'ORI001'],
      ['ORI001', 'ACA101', 'PACA101', 'CSC110'],
    ],
    [
      ['BUS101', 'CSC110'],
      ['BUS101', 'CSC110'],
    ],
    [[], []],
  ])('%j reads %j', (given, expected) => {
    expect(codes(inDashboardOrder(courses(...given)))).toEqual(expected);
  });

  it('leaves the list it was given alone', () => {
    const given = courses('CSC110', 'ORI001');
    inDashboardOrder(given);
    expect(codes(given)).toEqual(['CSC110', 'ORI001']);
  });
});
