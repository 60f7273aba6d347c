import { familyOfPathname } from '../../products/productLookup';
import type { FamilyId } from '../../products/productRegistry';
import { demoPagePathname } from './demoRecord';

/**
 * The family whose setup a demo runs in, from where it lives: `joy-ui/…` is Joy UI,
 * `material-ui/…` Material UI, `x/…` MUI X. Null for a demo outside the families (it runs
 * under the Material theme, as MUI X and Material UI demos do).
 */
export function demoFamily(name: string): FamilyId | null {
  return familyOfPathname(demoPagePathname(name))?.id ?? null;
}
