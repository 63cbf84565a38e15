// The portal's copy exists in English only (apps/web/src/locales/en), and no tenant writes its
// content in another language. What the server sends as a document (receipts, e-mails) declares it
// so that a screen reader reads it with the right voice (WCAG 3.1.1).
export const PORTAL_LANGUAGE = 'en-US';
