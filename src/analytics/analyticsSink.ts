import type { AnalyticsEvent } from './eventsContract';

/** Where events go: our server, Google Analytics, or anything with this shape. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
  /** Sends what is waiting now (a sink that sends at once has nothing to do). */
  flush?(): void;
}
