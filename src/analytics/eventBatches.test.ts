import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './eventBatches';
import type { AnalyticsEvent } from './eventsContract';

const click = (label: string): AnalyticsEvent => ({
  type: 'click',
  pathname: '/x/',
  category: 'demo',
  action: 'copy',
  label,
});

describe('splitIntoBatches', () => {
  it('sends one body while the events fit', () => {
    const bodies = splitIntoBatches([click('a'), click('b')]);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0])).toEqual({ events: [click('a'), click('b')] });
  });

  it('starts a new body at the event count limit', () => {
    const events = Array.from({ length: 120 }, (_, index) => click(String(index)));
    const bodies = splitIntoBatches(events, 1_000_000, 50);
    expect(bodies.map((body) => JSON.parse(body).events.length)).toEqual([50, 50, 20]);
  });

  it('keeps every body within the byte limit, and drops an event too large alone', () => {
    const events = [click('x'.repeat(60)), click('y'.repeat(60)), click('z'.repeat(500))];
    const bodies = splitIntoBatches(events, 200, 50);
    expect(bodies.every((body) => new TextEncoder().encode(body).length <= 200)).toBe(true);
    expect(bodies.flatMap((body) => JSON.parse(body).events)).toEqual(events.slice(0, 2));
  });

  it('sends nothing for no events', () => {
    expect(splitIntoBatches([])).toEqual([]);
  });
});
