import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** What the sandbox PayPal calls each refusal, by HTTP status, as PayPal names its errors. */
const ERRORS = {
  400: {
    name: 'INVALID_REQUEST',
    message: 'The request is not well-formed, is syntactically incorrect, or violates the schema.',
  },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message: 'The Authorization header is missing, or its credentials are not valid.',
  },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The resource does not exist.' },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The action cannot be done: it fails a business rule.',
  },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' },
} as const;

/** The issues the sandbox reports (PayPal's issue codes), each with what it means. */
const ISSUES = {
  INVALID_PARAMETER_VALUE: 'A value in the request is not valid.',
  MALFORMED_REQUEST_JSON: 'The request body is not well-formed JSON.',
  PAYPAL_REQUEST_ID_REQUIRED:
    'An order that is paid as it is created (a vault id as its payment source) needs a PayPal-Request-Id.',
  INVALID_RESOURCE_ID: 'No resource has this id.',
  ORDER_NOT_APPROVED: 'The payer has not approved the order yet: send them to its approve link.',
  ORDER_ALREADY_CAPTURED:
    'The order is captured already; an order with intent CAPTURE is captured once.',
  ORDER_ALREADY_VOIDED: 'The payer cancelled the order.',
  INVALID_PAYMENT_SOURCE: 'The payment source cannot be charged.',
  SETUP_TOKEN_NOT_APPROVED: 'The payer has not approved the setup token yet.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
} as const;

export type PayPalIssue = keyof typeof ISSUES;

/** Which of PayPal's APIs answers: its error links point at that API's list of issues. */
export type PayPalApi = 'orders/v2' | 'payment-tokens/v3' | 'payments/v2';

/**
 * A refusal in PayPal's error format: the error's name and message, a debug id (PayPal's
 * correlation id), the issue in `details`, and an information link. A 401 has no issue, as PayPal's
 * has none.
 */
export function paypalError(
  reply: FastifyReply,
  status: keyof typeof ERRORS,
  issue?: PayPalIssue,
  api: PayPalApi = 'orders/v2',
) {
  return reply.status(status).send({
    ...ERRORS[status],
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    ...(issue ? { details: [{ issue, description: ISSUES[issue] }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/${api}/${issue ? `#error-${issue}` : ''}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

/**
 * The sandbox's requests are read as PayPal reads them, in the sandbox's own plugin: a JSON body
 * may be empty (a capture needs none, and clients send none), and what cannot be read is refused
 * in PayPal's error format, not the portal's.
 */
export function readRequestsAsPayPal(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return paypalError(
        reply,
        400,
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'MALFORMED_REQUEST_JSON'
          : 'INVALID_PARAMETER_VALUE',
      );
    }
    request.log.error({ err: error }, 'sandbox PayPal failed');
    return paypalError(reply, 500);
  });
}
