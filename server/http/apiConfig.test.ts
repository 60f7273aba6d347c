import { describe, expect, it } from 'vitest';
import { ApiConfigError, apiConfigFromEnv } from './apiConfig';

describe('apiConfigFromEnv', () => {
  it('needs no configuration', () => {
    expect(apiConfigFromEnv({})).toEqual({
      adminToken: null,
      rateLimit: { max: 10, windowSeconds: 60 },
      trustProxy: false,
      allowedOrigins: ['https://mui.com'],
      eventsRateLimit: 30,
      bodyTimeoutMs: 10_000,
      adminFailureLimit: { max: 10, windowSeconds: 600 },
      analyticsRetentionDays: 400,
    });
  });

  it('reads every variable', () => {
    expect(
      apiConfigFromEnv({
        FEEDBACK_ADMIN_TOKEN: ' s3cret-token-of-at-least-32-characters ',
        FEEDBACK_RATE_LIMIT: '30',
        FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: '120',
        FEEDBACK_TRUST_PROXY: 'true',
        FEEDBACK_ALLOWED_ORIGINS: 'https://docs.example.com, http://localhost:8080/',
        DOCS_PRODUCTION_HOST: 'docs.example.com',
        EVENTS_RATE_LIMIT: '5',
        API_BODY_TIMEOUT_SECONDS: '3',
        FEEDBACK_ADMIN_FAILURE_LIMIT: '4',
        ANALYTICS_RETENTION_DAYS: '90',
      }),
    ).toEqual({
      adminToken: 's3cret-token-of-at-least-32-characters',
      rateLimit: { max: 30, windowSeconds: 120 },
      trustProxy: true,
      allowedOrigins: ['https://docs.example.com', 'http://localhost:8080'],
      eventsRateLimit: 5,
      bodyTimeoutMs: 3000,
      adminFailureLimit: { max: 4, windowSeconds: 600 },
      analyticsRetentionDays: 90,
    });
  });

  it('treats a blank admin token as none (reading disabled)', () => {
    expect(apiConfigFromEnv({ FEEDBACK_ADMIN_TOKEN: '   ' }).adminToken).toBeNull();
  });

  it('refuses an admin token under 32 characters, naming the variable', () => {
    expect(() => apiConfigFromEnv({ FEEDBACK_ADMIN_TOKEN: 'a'.repeat(31) })).toThrow(
      /FEEDBACK_ADMIN_TOKEN is 31 characters long: it must have at least 32/,
    );
    expect(apiConfigFromEnv({ FEEDBACK_ADMIN_TOKEN: 'a'.repeat(32) }).adminToken).toBe(
      'a'.repeat(32),
    );
  });

  it('names a malformed variable', () => {
    expect(() => apiConfigFromEnv({ FEEDBACK_RATE_LIMIT: 'ten' })).toThrow(
      new ApiConfigError(
        'FEEDBACK_RATE_LIMIT="ten" is not a positive whole number: set it to one (such as 10) or unset it for the default.',
      ),
    );
    expect(() => apiConfigFromEnv({ FEEDBACK_RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(
      /FEEDBACK_RATE_LIMIT_WINDOW_SECONDS="0"/,
    );
    expect(() => apiConfigFromEnv({ FEEDBACK_ALLOWED_ORIGINS: 'docs.example.com' })).toThrow(
      /FEEDBACK_ALLOWED_ORIGINS holds "docs.example.com"/,
    );
  });
});
