import { describe, expect, it } from 'vitest';
import { demoFamily } from './demoFamily';

describe('demoFamily', () => {
  it.each([
    ['joy-ui/getting-started/JoyOrderStatus', 'joy-ui'],
    ['base-ui/react-button/CartButtonsTailwind', 'base-ui'],
    ['material-ui/customization/theming/ThemedButtons', 'material-ui'],
    ['system/getting-started/BoxDemo', 'system'],
    ['x/react-data-grid/BasicDataGrid', 'x'],
  ])('takes the family of %s from its folder', (name, family) => {
    expect(demoFamily(name)).toBe(family);
  });

  it('does not mistake a folder that only starts like a family for it', () => {
    expect(demoFamily('joy-uix/page/Demo')).toBeNull();
    expect(demoFamily('docs/page/Demo')).toBeNull();
  });
});
