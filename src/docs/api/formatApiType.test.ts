import { describe, expect, it } from 'vitest';
import type { ApiType } from './apiJson';
import { apiTypeText, formatApiType, type ApiLinkResolver } from './formatApiType';

const resolve: ApiLinkResolver = (target) => `/x/api/${target.product}/${target.name}/`;

const rowParams: ApiType = {
  kind: 'reference',
  name: 'GridRowParams',
  typeArguments: [{ kind: 'typeParameter', name: 'R' }],
  target: { product: 'data-grid', kind: 'interface', name: 'GridRowParams' },
};

describe('formatApiType', () => {
  it('prints a function with its signature and links the interfaces it names', () => {
    const view = formatApiType(
      {
        kind: 'function',
        parameters: [
          { name: 'params', type: rowParams, optional: false, rest: false },
          {
            name: 'event',
            type: { kind: 'reference', name: 'React.MouseEvent' },
            optional: true,
            rest: false,
          },
        ],
        returns: { kind: 'keyword', name: 'void' },
      },
      resolve,
    );
    expect(apiTypeText(view)).toBe('(params: GridRowParams<R>, event?: React.MouseEvent) => void');
    expect(view.lines).toEqual([
      [
        '(params: ',
        { text: 'GridRowParams', href: '/x/api/data-grid/GridRowParams/' },
        '<R>, event?: React.MouseEvent) => void',
      ],
    ]);
  });

  it('keeps a short union on one line and parenthesizes functions inside it', () => {
    const view = formatApiType(
      {
        kind: 'union',
        types: [
          {
            kind: 'function',
            parameters: [],
            returns: { kind: 'keyword', name: 'string' },
          },
          { kind: 'keyword', name: 'null' },
        ],
      },
      resolve,
    );
    expect(view.lines).toEqual([['(() => string) | null']]);
  });

  it('lays a long union out one member per line', () => {
    const literals = ['compact', 'standard', 'comfortable', 'spacious', 'very-spacious'];
    const view = formatApiType(
      {
        kind: 'union',
        types: literals.map((text) => ({ kind: 'literal', text: `'${text}'` })),
      },
      resolve,
    );
    expect(view.lines).toEqual(literals.map((text) => [`| '${text}'`]));
    expect(apiTypeText(view)).toBe(literals.map((text) => `'${text}'`).join(' | '));
  });

  it('prints arrays, tuples, objects and intersections readably', () => {
    const view = formatApiType(
      {
        kind: 'intersection',
        types: [
          {
            kind: 'array',
            readonly: true,
            element: {
              kind: 'union',
              types: [
                { kind: 'keyword', name: 'number' },
                { kind: 'keyword', name: 'string' },
              ],
            },
          },
          {
            kind: 'object',
            properties: [
              {
                name: 'pair',
                optional: true,
                type: {
                  kind: 'tuple',
                  elements: [
                    { kind: 'keyword', name: 'number' },
                    { kind: 'keyword', name: 'number' },
                  ],
                },
              },
            ],
          },
        ],
      },
      resolve,
    );
    expect(apiTypeText(view)).toBe('readonly (number | string)[] & { pair?: [number, number] }');
  });

  it('leaves a type unlinked when its page cannot be reached', () => {
    const view = formatApiType(rowParams, () => null);
    expect(view.lines).toEqual([['GridRowParams<R>']]);
  });
});
