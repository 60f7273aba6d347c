import { describe, expect, it } from 'vitest';
import { scopeSelector, withRtlVariants } from './rtlVariants';

describe('withRtlVariants', () => {
  it('splits a rule with a side into a left-to-right and a mirrored right-to-left rule', () => {
    expect(withRtlVariants('.css-1{margin-left:8px;color:red;}')).toBe(
      ':where(html:not([dir="rtl"])) .css-1{margin-left:8px;color:red;}' +
        ':where(html[dir="rtl"]) .css-1{margin-right:8px;color:red;}',
    );
  });

  it('mirrors four-value shorthands, corners, positions and text alignment', () => {
    const css = withRtlVariants(
      '.a{padding:1px 2px 3px 4px;border-radius:4px 0 0 4px;left:0;text-align:left;}',
    );
    expect(css).toContain(
      ':where(html[dir="rtl"]) .a{padding:1px 4px 3px 2px;border-radius:0 4px 4px 0;right:0;text-align:right;}',
    );
  });

  it('keeps rules without a side, keyframes and font faces as they are', () => {
    const css =
      '.b{color:blue;padding:4px;}@keyframes spin{from{transform:rotate(0);}to{transform:rotate(360deg);}}';
    expect(withRtlVariants(css)).toBe(css);
  });

  it('mirrors rules inside media queries, in place', () => {
    expect(withRtlVariants('@media (min-width:600px){.c{margin-right:4px;}.d{color:red;}}')).toBe(
      '@media (min-width:600px){' +
        ':where(html:not([dir="rtl"])) .c{margin-right:4px;}' +
        ':where(html[dir="rtl"]) .c{margin-left:4px;}' +
        '.d{color:red;}}',
    );
  });

  it('scopes every selector of a list, pseudo-elements included', () => {
    expect(withRtlVariants('.e::before,.e:hover{left:2px;}')).toBe(
      ':where(html:not([dir="rtl"])) .e::before,:where(html:not([dir="rtl"])) .e:hover{left:2px;}' +
        ':where(html[dir="rtl"]) .e::before,:where(html[dir="rtl"]) .e:hover{right:2px;}',
    );
  });
});

describe('scopeSelector', () => {
  it('puts the condition on <html> itself when the selector starts there', () => {
    expect(scopeSelector('html', 'rtl')).toBe('html:where([dir="rtl"])');
    expect(scopeSelector(':root .x', 'ltr')).toBe(':root:where(:not([dir="rtl"])) .x');
    expect(scopeSelector('body', 'rtl')).toBe(':where(html[dir="rtl"]) body');
    expect(scopeSelector('.htmlish', 'rtl')).toBe(':where(html[dir="rtl"]) .htmlish');
  });
});
