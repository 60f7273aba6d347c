/** Share of page loads whose web vitals are measured and sent: 0.01%. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

/**
 * localStorage key overriding the sampling for this browser: `all` measures
 * every page load, `none` none. For tests and for checking a page by hand.
 */
export const WEB_VITALS_OVERRIDE_KEY = 'docs-web-vitals-sampling';

/**
 * Whether this page load measures web vitals: decided once per page load, from
 * the override when it is `all` or `none`, else from a uniform random number.
 */
export function isWebVitalsSampled(
  random: number,
  override: string | null,
  rate: number = WEB_VITALS_SAMPLE_RATE,
): boolean {
  if (override === 'all') {
    return true;
  }
  if (override === 'none') {
    return false;
  }
  return random < rate;
}
