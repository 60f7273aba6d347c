import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../sponsors/promotions';
import type { BodySlot } from '../markdown/bodySlots';
import { placePromotion } from './placePromotion';

const promotion: Promotion = {
  id: 'premium',
  href: '/x/introduction/licensing/',
  title: 'Premium',
  text: 'Grouping and aggregation.',
};

const intro: BodySlot = { kind: 'html', html: '<p>Intro.</p>\n' };
const demo = (file: string, ad = true): BodySlot => ({
  kind: 'demo',
  file,
  cssFile: null,
  tailwindFile: null,
  ad,
});

describe('placePromotion', () => {
  it('puts the promotion right after the first demo only', () => {
    expect(placePromotion([intro, demo('A'), demo('B')], promotion)).toEqual([
      intro,
      demo('A'),
      { kind: 'ad', promotion },
      demo('B'),
    ]);
  });

  it('leaves the body alone when the first demo says ad="off", even if a later one allows it', () => {
    const body = [intro, demo('A', false), demo('B')];
    expect(placePromotion(body, promotion)).toEqual(body);
  });

  it('leaves the body alone without a demo or without a promotion', () => {
    expect(placePromotion([intro, { kind: 'tool', name: 'colorTool' }], promotion)).toEqual([
      intro,
      { kind: 'tool', name: 'colorTool' },
    ]);
    expect(placePromotion([intro, demo('A')], null)).toEqual([intro, demo('A')]);
  });
});
