import { describe, expect, it } from 'vitest';
import { CLICK_EVENT_SELECTOR, isClickSampledIn, parseClickAttributes } from './clickAttributes';

function attributes(values: Record<string, string>) {
  return (name: string) => values[name] ?? null;
}

describe('parseClickAttributes', () => {
  it('reads category, action, label and split', () => {
    expect(
      parseClickAttributes(
        attributes({
          'data-ga-event-category': 'demo',
          'data-ga-event-action': 'copy',
          'data-ga-event-label': 'BasicGrid',
          'data-ga-event-split': '0.1',
        }),
      ),
    ).toEqual({ category: 'demo', action: 'copy', label: 'BasicGrid', split: 0.1 });
  });

  it('leaves the label out when absent or blank, and trims', () => {
    expect(
      parseClickAttributes(
        attributes({
          'data-ga-event-category': ' nav ',
          'data-ga-event-action': 'open ',
          'data-ga-event-label': '  ',
        }),
      ),
    ).toEqual({ category: 'nav', action: 'open', split: 1 });
  });

  it('declares nothing without a category or an action', () => {
    expect(parseClickAttributes(attributes({ 'data-ga-event-category': 'demo' }))).toBeNull();
    expect(parseClickAttributes(attributes({ 'data-ga-event-action': 'copy' }))).toBeNull();
    expect(
      parseClickAttributes(
        attributes({ 'data-ga-event-category': ' ', 'data-ga-event-action': 'copy' }),
      ),
    ).toBeNull();
  });

  it.each(['0', '-1', '1.5', 'half', 'NaN', ''])(
    'reports every click for a split of "%s"',
    (split) => {
      expect(
        parseClickAttributes(
          attributes({
            'data-ga-event-category': 'demo',
            'data-ga-event-action': 'copy',
            'data-ga-event-split': split,
          }),
        )?.split,
      ).toBe(1);
    },
  );

  it('cuts long values to what the endpoint takes', () => {
    const parsed = parseClickAttributes(
      attributes({
        'data-ga-event-category': 'c'.repeat(150),
        'data-ga-event-action': 'a'.repeat(150),
        'data-ga-event-label': 'l'.repeat(250),
      }),
    );
    expect(parsed?.category).toHaveLength(100);
    expect(parsed?.action).toHaveLength(100);
    expect(parsed?.label).toHaveLength(200);
  });

  it('selects the elements declaring both required attributes', () => {
    expect(CLICK_EVENT_SELECTOR).toBe('[data-ga-event-category][data-ga-event-action]');
  });
});

describe('isClickSampledIn', () => {
  it('keeps a share of clicks equal to the split', () => {
    expect(isClickSampledIn(1, 0.999)).toBe(true);
    expect(isClickSampledIn(0.1, 0.05)).toBe(true);
    expect(isClickSampledIn(0.1, 0.1)).toBe(false);
    expect(isClickSampledIn(0.1, 0.5)).toBe(false);
  });
});
