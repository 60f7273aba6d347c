import { describe, expect, it } from 'vitest';
import { classesOfCss, scopeSelector } from './tailwindDemoCss';

describe('scopeSelector', () => {
  it('puts a selector below the scope, and the document selectors on it', () => {
    expect(scopeSelector('.flex')).toBe('.tailwind-demo .flex');
    expect(scopeSelector('::before')).toBe('.tailwind-demo ::before');
    expect(scopeSelector('html')).toBe('.tailwind-demo');
    expect(scopeSelector(':host')).toBe('.tailwind-demo');
  });
});

describe('classesOfCss', () => {
  it('reads class names with their escapes undone, the scope left out', () => {
    expect(
      classesOfCss(
        '.tailwind-demo .hover\\:bg-sky-700:hover{color:red}.tailwind-demo .w-1\\/2{width:50%}.tailwind-demo button{margin:0}',
      ),
    ).toEqual(['hover:bg-sky-700', 'w-1/2']);
  });
});
