import type { BodySegment } from '../../docs/page/pageData';
import type { Promotion } from '../../sponsors/promotions';
import type { BodySlot } from '../markdown/bodySlots';

export type AdSlot = Extract<BodySegment, { kind: 'ad' }>;

/**
 * Places the in-house promotion right after the page's first demo, unless that
 * demo's slot says `ad="off"`, the page has no demo, or there is no promotion.
 */
export function placePromotion(
  slots: readonly BodySlot[],
  promotion: Promotion | null,
): (BodySlot | AdSlot)[] {
  const firstDemo = slots.findIndex((slot) => slot.kind === 'demo');
  const firstDemoSlot = slots[firstDemo];
  if (!promotion || firstDemoSlot?.kind !== 'demo' || !firstDemoSlot.ad) {
    return [...slots];
  }
  return [
    ...slots.slice(0, firstDemo + 1),
    { kind: 'ad', promotion },
    ...slots.slice(firstDemo + 1),
  ];
}
