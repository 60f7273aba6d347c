import { describe, expect, it } from 'vitest';
import { decodeProductionError, fillMessage, readErrorQuery } from './decodeProductionError';

const CODES = {
  '7': {
    message: 'MUI: `capitalize(string)` expects a string argument.',
    packages: ['@mui/utils'],
  },
  '11': {
    message: 'MUI: The color%s is invalid.\nIt needs a `main` or a `%s` property.',
    packages: ['@mui/material'],
  },
};

describe('readErrorQuery', () => {
  it('reads the code and the args[] values in order, decoded', () => {
    expect(readErrorQuery('?code=11&args[]=%20(primary)&args[]=500')).toEqual({
      code: '11',
      values: [' (primary)', '500'],
    });
    // Brackets encoded by the link's sender mean the same parameter.
    expect(readErrorQuery('?code=9&args%5B%5D=%23zzz').values).toEqual(['#zzz']);
  });

  it('keeps the first of repeated codes and reads an empty or absent one as none', () => {
    expect(readErrorQuery('?code=7&code=9').code).toBe('7');
    expect(readErrorQuery('?code=%20').code).toBeNull();
    expect(readErrorQuery('').code).toBeNull();
  });
});

describe('fillMessage', () => {
  it('puts each value in place of its %s, in order, as plain text', () => {
    expect(fillMessage('a %s b %s', ['<script>', 'x'])).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'value', text: '<script>' },
      { kind: 'text', text: ' b ' },
      { kind: 'value', text: 'x' },
    ]);
  });

  it('marks the values the address lacks and leaves out the ones the message does not take', () => {
    expect(fillMessage('%s and %s', ['one', 'two', 'three'])).toEqual([
      { kind: 'value', text: 'one' },
      { kind: 'text', text: ' and ' },
      { kind: 'value', text: 'two' },
    ]);
    expect(fillMessage('%s and %s', [])).toEqual([
      { kind: 'missingValue' },
      { kind: 'text', text: ' and ' },
      { kind: 'missingValue' },
    ]);
  });
});

describe('decodeProductionError', () => {
  it('decodes a known code with its values, counting what the message takes', () => {
    expect(decodeProductionError(CODES, { code: '011', values: [' (primary)'] })).toEqual({
      status: 'decoded',
      code: 11,
      segments: [
        { kind: 'text', text: 'MUI: The color' },
        { kind: 'value', text: ' (primary)' },
        { kind: 'text', text: ' is invalid.\nIt needs a `main` or a `' },
        { kind: 'missingValue' },
        { kind: 'text', text: '` property.' },
      ],
      packages: ['@mui/material'],
      expectedValues: 2,
      givenValues: 1,
    });
  });

  it('says when the code is missing, not a whole number, or not in the table', () => {
    expect(decodeProductionError(CODES, { code: null, values: ['x'] })).toEqual({
      status: 'noCode',
    });
    expect(decodeProductionError(CODES, { code: '-7', values: [] })).toEqual({
      status: 'invalidCode',
      given: '-7',
    });
    expect(decodeProductionError(CODES, { code: 'x'.repeat(50), values: [] })).toEqual({
      status: 'invalidCode',
      given: `${'x'.repeat(40)}…`,
    });
    expect(decodeProductionError(CODES, { code: '9999', values: [] })).toEqual({
      status: 'unknownCode',
      code: 9999,
    });
    // An inherited property of a plain object is no error code.
    expect(decodeProductionError(CODES, { code: 'constructor', values: [] }).status).toBe(
      'invalidCode',
    );
  });
});
