import { z } from 'zod';

// docs/product/entities.md "Address types include billing and transcript".
export const ADDRESS_TYPES = ['billing', 'transcript'] as const;

export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addressTypeSchema = z.enum(ADDRESS_TYPES);

// docs/product/entities.md "country (default US)" and constants-and-limits.md.
export const DEFAULT_COUNTRY = 'US';
