import { describe, expect, it } from 'vitest';
import type { ApiType } from '../apiJson';
import { apiMember } from './apiMemberFixture';
import { controlOf, defaultLiteral } from './playgroundControls';

const prop = apiMember;

const keyword = (name: string): ApiType => ({ kind: 'keyword', name });
const literal = (text: string): ApiType => ({ kind: 'literal', text });
const union = (...types: ApiType[]): ApiType => ({ kind: 'union', types });

describe('controlOf', () => {
  it('gives a boolean a switch at its stated default, false when it has none', () => {
    expect(controlOf(prop('disabled', keyword('boolean'), { default: 'false' }))).toEqual({
      kind: 'switch',
      name: 'disabled',
      defaultValue: false,
    });
    expect(controlOf(prop('loading', keyword('boolean')))).toEqual({
      kind: 'switch',
      name: 'loading',
      defaultValue: false,
    });
    expect(controlOf(prop('showLabels', keyword('boolean'), { default: 'true' }))).toMatchObject({
      defaultValue: true,
    });
  });

  it('gives a boolean whose default is stated in words a select with "Default"', () => {
    const control = controlOf(
      prop('closeOnSelect', keyword('boolean'), {
        default: '`true` for desktop, `false` for mobile',
      }),
    );
    expect(control).toEqual({ kind: 'select', name: 'closeOnSelect', options: [true, false] });
  });

  it('gives a union of string literals a select of them, with the default among them', () => {
    const type = union(literal("'text'"), literal("'outlined'"), literal("'contained'"));
    expect(controlOf(prop('variant', type, { default: "'text'" }))).toEqual({
      kind: 'select',
      name: 'variant',
      options: ['text', 'outlined', 'contained'],
      defaultValue: 'text',
    });
  });

  it('reads number and false literals, and drops null from a union', () => {
    expect(
      controlOf(prop('monthsPerRow', union(literal('3'), literal('4')), { default: '3' })),
    ).toMatchObject({ kind: 'select', options: [3, 4], defaultValue: 3 });
    expect(
      controlOf(
        prop('track', union(literal('false'), literal("'normal'"), literal("'inverted'")), {
          default: "'normal'",
        }),
      ),
    ).toMatchObject({ kind: 'select', options: [false, 'normal', 'inverted'] });
    expect(
      controlOf(prop('focusedView', union(literal("'day'"), literal("'year'"), keyword('null')))),
    ).toMatchObject({ kind: 'select', options: ['day', 'year'] });
    expect(
      controlOf(prop('blurOnSelect', union(keyword('boolean'), literal("'touch'")))),
    ).toMatchObject({ kind: 'select', options: [true, false, 'touch'] });
  });

  it('gives numbers and strings fields, and string | number a field that keeps numbers', () => {
    expect(controlOf(prop('max', keyword('number'), { default: '100' }))).toEqual({
      kind: 'number',
      name: 'max',
      defaultValue: 100,
    });
    expect(controlOf(prop('step', union(keyword('number'), keyword('null'))))).toMatchObject({
      kind: 'number',
    });
    expect(controlOf(prop('placeholder', keyword('string')))).toEqual({
      kind: 'text',
      name: 'placeholder',
      defaultValue: undefined,
    });
    expect(
      controlOf(prop('size', union(keyword('string'), keyword('number')), { default: '40' })),
    ).toEqual({ kind: 'text', name: 'size', defaultValue: '40', numeric: true });
  });

  it('gives sx a JSON editor whatever its type', () => {
    expect(controlOf(prop('sx', { kind: 'reference', name: 'SxProps' }))).toEqual({
      kind: 'json',
      name: 'sx',
    });
  });

  it('leaves to code what needs it: nodes, callbacks, objects, generic values, open, deprecated', () => {
    expect(controlOf(prop('children', { kind: 'reference', name: 'React.ReactNode' }))).toBeNull();
    expect(
      controlOf(prop('onChange', { kind: 'function', parameters: [], returns: keyword('void') })),
    ).toBeNull();
    expect(
      controlOf(prop('value', union({ kind: 'typeParameter', name: 'TDate' }, keyword('null')))),
    ).toBeNull();
    expect(controlOf(prop('rows', { kind: 'array', element: keyword('any') }))).toBeNull();
    expect(controlOf(prop('open', keyword('boolean')))).toBeNull();
    expect(controlOf(prop('className', keyword('string')))).toBeNull();
    expect(controlOf(prop('old', keyword('boolean'), { deprecated: 'Use new.' }))).toBeNull();
    expect(controlOf(prop('margin', literal("'dense'")))).toBeNull();
  });
});

describe('defaultLiteral', () => {
  it('reads quoted, backticked, numeric and boolean defaults; words are no value', () => {
    expect(defaultLiteral("'medium'")).toBe('medium');
    expect(defaultLiteral('"standard"')).toBe('standard');
    expect(defaultLiteral('`false`')).toBe(false);
    expect(defaultLiteral('0')).toBe(0);
    expect(defaultLiteral('4 on desktop, 3 on mobile')).toBeUndefined();
    expect(defaultLiteral(null)).toBeUndefined();
  });
});
