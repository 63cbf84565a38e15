import { z } from 'zod';

// SPEC §3 "Special course codes". §3 does not say what makes them special; they are listed so no code spells them out.
export const SPECIAL_COURSE_CODES = ['ACA101', 'ORI001', 'PACA101'] as const;

export type SpecialCourseCode = (typeof SPECIAL_COURSE_CODES)[number];

export const specialCourseCodeSchema = z.enum(SPECIAL_COURSE_CODES);
