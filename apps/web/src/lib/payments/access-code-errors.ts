/** The access-code errors of docs/product/error-catalogue.md "Prepaid": shown under the access-code input. */
export const ACCESS_CODE_ERRORS = [
  'INVALID_PREPAID_TOKEN',
  'TOKEN_PREFIX_MISMATCH',
  'DEGREE_PROGRAM_MISMATCH',
  'ACCESS_CODE_ALREADY_USED',
  'ACCESS_CODE_REVOKED',
  'ACCESS_CODE_EXPIRED',
];
