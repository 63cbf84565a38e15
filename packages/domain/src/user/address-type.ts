import { z } from 'zod';

// SPEC §3 "Address types include billing and transcript".
export const ADDRESS_TYPES = ['billing', 'transcript'] as const;

export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addressTypeSchema = z.enum(ADDRESS_TYPES);

// SPEC §3 "country (default US)" and §9.
export const DEFAULT_COUNTRY = 'US';
