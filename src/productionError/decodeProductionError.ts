import type { ErrorCodeTable } from './errorCodeTable';

/** What marks a value in a message of the table. */
const PLACEHOLDER = '%s';

/** Longest code shown back to the reader when it is not a number. */
const SHOWN_INPUT_LENGTH = 40;

/** The error code and values of `?code=9&args[]=%23zzz` (the values decoded, in order). */
export interface ErrorQuery {
  /** The first `code` parameter, trimmed; null when there is none or it is empty. */
  code: string | null;
  /** Every `args[]` parameter, in the order of the address. */
  values: string[];
}

export type MessageSegment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; text: string }
  /** A value the message takes that the address does not carry: shown as `%s`. */
  | { kind: 'missingValue' };

export type DecodedProductionError =
  | { status: 'noCode' }
  | { status: 'invalidCode'; given: string }
  | { status: 'unknownCode'; code: number }
  | {
      status: 'decoded';
      code: number;
      segments: MessageSegment[];
      packages: string[];
      /** How many values the message takes. */
      expectedValues: number;
      /** How many values the address carries. */
      givenValues: number;
    };

/** Reads the production error parameters of a query string (`?code=…&args[]=…`). */
export function readErrorQuery(search: string): ErrorQuery {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim() ?? '';
  return { code: code === '' ? null : code, values: params.getAll('args[]') };
}

/** The message with the values put in place of its `%s`, in order; missing ones stay marked. */
export function fillMessage(message: string, values: readonly string[]): MessageSegment[] {
  const segments: MessageSegment[] = [];
  message.split(PLACEHOLDER).forEach((text, index) => {
    if (index > 0) {
      const value = values[index - 1];
      segments.push(
        value === undefined ? { kind: 'missingValue' } : { kind: 'value', text: value },
      );
    }
    if (text !== '') {
      segments.push({ kind: 'text', text });
    }
  });
  return segments;
}

function shownInput(given: string): string {
  return given.length > SHOWN_INPUT_LENGTH ? `${given.slice(0, SHOWN_INPUT_LENGTH)}…` : given;
}

/**
 * What the page shows for an address: the message of its code with its values filled in, or
 * why it cannot (no code, a code that is not a whole number, a code the table does not hold).
 */
export function decodeProductionError(
  codes: ErrorCodeTable['codes'],
  query: ErrorQuery,
): DecodedProductionError {
  if (query.code === null) {
    return { status: 'noCode' };
  }
  if (!/^\d{1,9}$/.test(query.code)) {
    return { status: 'invalidCode', given: shownInput(query.code) };
  }
  const code = Number(query.code);
  const entry = Object.hasOwn(codes, String(code)) ? codes[String(code)] : undefined;
  if (!entry) {
    return { status: 'unknownCode', code };
  }
  return {
    status: 'decoded',
    code,
    segments: fillMessage(entry.message, query.values),
    packages: entry.packages,
    expectedValues: entry.message.split(PLACEHOLDER).length - 1,
    givenValues: query.values.length,
  };
}
