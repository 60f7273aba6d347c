import { FEEDBACK_BODY_MAX_BYTES } from '../../src/feedback/feedbackContract';

/** A valid submission; each bad input below changes one thing about it. */
export const VALID_SUBMISSION = {
  pathname: '/x/introduction/installation',
  rating: 'yes',
  comment: 'Clear and short.',
  language: 'en',
  productId: 'x',
  version: '6',
} as const;

export interface BadSubmission {
  name: string;
  /** Request changes: method, headers (null removes one), raw body or body fields. */
  method?: string;
  headers?: Record<string, string | null>;
  rawBody?: string;
  fields?: Record<string, unknown>;
  without?: string;
  status: number;
  field?: string;
  message: RegExp;
}

const longComment = 'a'.repeat(FEEDBACK_BODY_MAX_BYTES);

/**
 * Every kind of bad input the submission endpoint refuses, with the status and
 * the field its error names. The endpoint tests (Vitest and Playwright) send
 * each one and check nothing was written.
 */
export const BAD_SUBMISSIONS: readonly BadSubmission[] = [
  { name: 'GET', method: 'GET', status: 405, message: /Use POST/ },
  { name: 'PUT', method: 'PUT', status: 405, message: /Use POST/ },
  {
    name: 'no Origin header',
    headers: { origin: null },
    status: 403,
    field: 'Origin',
    message: /Origin header is missing/,
  },
  {
    name: 'another site as Origin',
    headers: { origin: 'https://evil.example' },
    status: 403,
    field: 'Origin',
    message: /Origin https:\/\/evil\.example may not post feedback/,
  },
  {
    name: 'Origin "null" (a sandboxed frame or a local file)',
    headers: { origin: 'null' },
    status: 403,
    field: 'Origin',
    message: /Origin header is "null"/,
  },
  {
    name: 'an origin on another port',
    headers: { origin: 'http://localhost:1' },
    status: 403,
    field: 'Origin',
    message: /Origin http:\/\/localhost:1 may not post feedback/,
  },
  {
    name: 'no Content-Type header',
    headers: { 'content-type': null },
    status: 415,
    field: 'Content-Type',
    message: /Content-Type: application\/json/,
  },
  {
    name: 'text/plain body',
    headers: { 'content-type': 'text/plain' },
    status: 415,
    field: 'Content-Type',
    message: /Content-Type: application\/json/,
  },
  {
    name: 'form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: 'pathname=/x/introduction&rating=yes',
    status: 415,
    field: 'Content-Type',
    message: /Content-Type: application\/json/,
  },
  {
    name: 'JSON in another charset',
    headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    status: 415,
    field: 'Content-Type',
    message: /Content-Type: application\/json/,
  },
  {
    name: 'body over 8 KB',
    fields: { comment: longComment },
    status: 413,
    field: 'body',
    message: /larger than 8192 bytes/,
  },
  {
    name: 'malformed JSON',
    rawBody: '{"pathname": "/x/introduction",',
    status: 400,
    field: 'body',
    message: /not valid UTF-8 JSON/,
  },
  {
    name: 'empty body',
    rawBody: '',
    status: 400,
    field: 'body',
    message: /not valid UTF-8 JSON/,
  },
  {
    name: 'JSON null',
    rawBody: 'null',
    status: 400,
    field: 'body',
    message: /must be a JSON object/,
  },
  {
    name: 'JSON array',
    rawBody: '[1, 2]',
    status: 400,
    field: 'body',
    message: /must be a JSON object/,
  },
  {
    name: 'missing pathname',
    without: 'pathname',
    status: 400,
    field: 'pathname',
    message: /pathname is required/,
  },
  {
    name: 'unknown pathname',
    fields: { pathname: '/x/not-a-page' },
    status: 400,
    field: 'pathname',
    message: /pathname "\/x\/not-a-page" is not a page of this site/,
  },
  {
    name: 'pathname of a planned page',
    fields: { pathname: '/x/react-charts/gauge', productId: 'x-charts', version: '6.19.1' },
    status: 400,
    field: 'pathname',
    message: /is not a page of this site/,
  },
  {
    name: 'pathname as a URL',
    fields: { pathname: 'https://evil.example/x/introduction' },
    status: 400,
    field: 'pathname',
    message: /is not a page of this site/,
  },
  {
    name: 'missing rating',
    without: 'rating',
    status: 400,
    field: 'rating',
    message: /rating is required/,
  },
  {
    name: 'rating other than yes or no',
    fields: { rating: 'maybe' },
    status: 400,
    field: 'rating',
    message: /rating must be "yes" or "no"/,
  },
  {
    name: 'comment over 2,000 characters',
    fields: { comment: `  ${'b'.repeat(2001)}  ` },
    status: 400,
    field: 'comment',
    message: /comment must be at most 2000 characters after trimming/,
  },
  {
    name: 'comment that is not text',
    fields: { comment: 42 },
    status: 400,
    field: 'comment',
    message: /comment must be a string/,
  },
  {
    name: 'comment with a lone surrogate (not Unicode text)',
    fields: { comment: 'Broken \ud800 text' },
    status: 400,
    field: 'comment',
    message: /comment holds a lone surrogate/,
  },
  {
    name: 'comment with a lone surrogate written as raw JSON',
    rawBody:
      '{"pathname":"/x/introduction/installation","rating":"yes","comment":"x\\udfff","language":"en","productId":"x","version":"6"}',
    status: 400,
    field: 'comment',
    message: /comment holds a lone surrogate/,
  },
  {
    name: 'section that is not a heading id',
    fields: { section: '<img src=x>' },
    status: 400,
    field: 'section',
    message: /section must be the id of a heading/,
  },
  {
    name: 'unsupported language',
    fields: { language: 'fr' },
    status: 400,
    field: 'language',
    message: /language must be one of "en", "zh"/,
  },
  {
    name: 'productId of another product',
    fields: { productId: 'x-charts' },
    status: 400,
    field: 'productId',
    message: /productId "x-charts" does not match the page/,
  },
  {
    name: 'version of another release',
    fields: { version: '7.0.0' },
    status: 400,
    field: 'version',
    message: /version "7.0.0" does not match the page .* version "6"/,
  },
  {
    name: 'unknown field',
    fields: { email: 'reader@example.com' },
    status: 400,
    field: 'email',
    message: /Unknown field "email"/,
  },
  {
    name: 'a __proto__ field',
    // JSON.parse makes "__proto__" an own field, as a server parsing the body would see it.
    fields: JSON.parse('{"__proto__": {"admin": true}}') as Record<string, unknown>,
    status: 400,
    field: '__proto__',
    message: /Unknown field "__proto__"/,
  },
];

/**
 * The JSON text of a bad submission's body. A marker (letters, digits and
 * dashes) goes into the comment and the section, unless the bad input replaces
 * them, so a test can tell whether the submission was stored after all.
 */
export function badSubmissionBody(bad: BadSubmission, marker: string): string {
  if (bad.rawBody !== undefined) {
    return bad.rawBody;
  }
  const body: Record<string, unknown> = {
    ...VALID_SUBMISSION,
    comment: `${VALID_SUBMISSION.comment} ${marker}`,
    section: marker,
    ...bad.fields,
  };
  if (bad.without) {
    delete body[bad.without];
  }
  return JSON.stringify(body);
}
