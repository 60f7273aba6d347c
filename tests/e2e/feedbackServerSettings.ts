/** Settings of the production server the browser tests run against (see playwright.config.ts). */

/** FEEDBACK_ADMIN_TOKEN of the test server. */
export const E2E_ADMIN_TOKEN = 'e2e-feedback-admin-token-0123456789';

/**
 * The test server trusts X-Forwarded-For (FEEDBACK_TRUST_PROXY), so each test
 * can act as its own client and the rate limit of one test never spills into
 * another.
 */
export function uniqueClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** EVENTS_RATE_LIMIT of the test server: above what the whole suite's page loads send from one address. */
export const E2E_EVENTS_RATE_LIMIT = 100;
