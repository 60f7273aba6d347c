import { describe, expect, it } from 'vitest';
import { classesOfCss, demoScopeClass, scopeSelector } from './tailwindDemoCss';

describe('scopeSelector', () => {
  it("puts a selector below the demo's element, and the document selectors on it", () => {
    expect(scopeSelector('.flex', 'tw-0a1b2c3d')).toBe('.tailwind-demo.tw-0a1b2c3d .flex');
    expect(scopeSelector('::before', 'tw-0a1b2c3d')).toBe('.tailwind-demo.tw-0a1b2c3d ::before');
    expect(scopeSelector('html', 'tw-0a1b2c3d')).toBe('.tailwind-demo.tw-0a1b2c3d');
    expect(scopeSelector(':host', 'tw-0a1b2c3d')).toBe('.tailwind-demo.tw-0a1b2c3d');
  });
});

describe('demoScopeClass', () => {
  it('gives each demo a class of its own, the same on every build', () => {
    const tabs = demoScopeClass('base-ui/react-tabs/ProductDetailsTabsTailwind');
    expect(tabs).toMatch(/^tw-[0-9a-f]{8}$/);
    expect(demoScopeClass('base-ui/react-tabs/ProductDetailsTabsTailwind')).toBe(tabs);
    expect(demoScopeClass('base-ui/react-tabs/AccountTabsTailwind')).not.toBe(tabs);
  });
});

describe('classesOfCss', () => {
  it('reads class names with their escapes undone, the scope left out', () => {
    expect(
      classesOfCss(
        '.tailwind-demo.tw-0a1b2c3d .hover\\:bg-sky-700:hover{color:red}.tailwind-demo.tw-0a1b2c3d .w-1\\/2{width:50%}.tailwind-demo.tw-0a1b2c3d button{margin:0}',
        'tw-0a1b2c3d',
      ),
    ).toEqual(['hover:bg-sky-700', 'w-1/2']);
  });
});
