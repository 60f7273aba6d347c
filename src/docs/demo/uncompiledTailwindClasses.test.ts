import { describe, expect, it } from 'vitest';
import { classNamesInCode, uncompiledTailwindClasses } from './uncompiledTailwindClasses';

describe('classNamesInCode', () => {
  it('reads quoted values, template literals and the literals of an expression', () => {
    const code = `
      <div className="flex gap-2">
        <span className={\`px-3 \${active ? 'bg-sky-600' : 'bg-slate-200'} rounded\`} />
        <p className={full ? 'text-red-700' : "text-slate-700"}>{label}</p>
        <b className='font-bold'>{\`\${count} items\`}</b>
      </div>`;
    expect([...classNamesInCode(code)].sort()).toEqual([
      'bg-sky-600',
      'bg-slate-200',
      'flex',
      'font-bold',
      'gap-2',
      'px-3',
      'rounded',
      'text-red-700',
      'text-slate-700',
    ]);
  });

  it('reads constants named for classes', () => {
    const code = `const buttonClasses = [\n  'rounded-lg px-4',\n  "hover:bg-sky-700",\n].join(' ');\nconst label = 'Add to cart';`;
    expect([...classNamesInCode(code)].sort()).toEqual(['hover:bg-sky-700', 'px-4', 'rounded-lg']);
  });

  it('ignores strings outside className attributes and class constants', () => {
    expect([...classNamesInCode('<button aria-label="Add to cart" title="Cart" />')]).toEqual([]);
  });
});

describe('uncompiledTailwindClasses', () => {
  const original = '<button className="cart-button bg-sky-600 px-3">Add</button>';
  const compiled = ['bg-sky-600', 'px-3', 'hover:bg-sky-700'];

  it('names the classes the edit adds that were not compiled', () => {
    expect(
      uncompiledTailwindClasses(
        '<button className="cart-button bg-rose-600 px-3 hover:bg-sky-700 py-8">Add</button>',
        original,
        compiled,
      ),
    ).toEqual(['bg-rose-600', 'py-8']);
  });

  it('names nothing for the original code or an edit that reuses compiled classes', () => {
    expect(uncompiledTailwindClasses(original, original, compiled)).toEqual([]);
    expect(
      uncompiledTailwindClasses('<i className="hover:bg-sky-700 px-3" />', original, compiled),
    ).toEqual([]);
  });
});
