import { z } from 'zod';

/** Every payment request carries this header; the client makes one key per payment attempt. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A UUID is what the web sends; any 16 to 100 URL-safe characters are accepted. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);
