import { sameValue, startValue } from './playgroundCode';
import type {
  PlaygroundControl,
  PlaygroundSpec,
  PlaygroundValue,
  PlaygroundValues,
} from './playgroundSpec';

export { playgroundParam } from './playgroundParam';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value read from the address, if the control can hold it; `undefined` (unset) for `null`. */
function acceptedValue(
  control: PlaygroundControl,
  value: unknown,
): { value: PlaygroundValue } | null {
  if (value === null) {
    return { value: undefined };
  }
  switch (control.kind) {
    case 'switch':
      return typeof value === 'boolean' ? { value } : null;
    case 'select':
      return control.options.some((option) => option === value)
        ? { value: value as PlaygroundValue }
        : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : null;
    case 'text':
      return typeof value === 'string' || (control.numeric && typeof value === 'number')
        ? { value }
        : null;
    case 'json':
      return isPlainObject(value) ? { value } : null;
    default:
      return null;
  }
}

/**
 * The values a param holds, keeping only those a control of the spec accepts (an old or
 * edited link never breaks the playground). Never throws.
 */
export function decodePlaygroundValues(
  spec: PlaygroundSpec,
  text: string | null,
): PlaygroundValues {
  if (!text) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isPlainObject(parsed)) {
    return {};
  }
  const values: Record<string, PlaygroundValue> = {};
  for (const control of spec.controls) {
    if (Object.hasOwn(parsed, control.name)) {
      const accepted = acceptedValue(control, parsed[control.name]);
      if (accepted) {
        values[control.name] = accepted.value;
      }
    }
  }
  return values;
}

/** The param's text: each changed value, `null` for one unset. */
export function encodePlaygroundValues(values: PlaygroundValues): string {
  return JSON.stringify(values, (_key, value: unknown) => (value === undefined ? null : value));
}

/**
 * The values after the reader sets one control: a value back at its start is dropped, so the
 * address holds only what differs.
 */
export function withValue(
  values: PlaygroundValues,
  control: PlaygroundControl,
  value: PlaygroundValue,
  presetProps: Readonly<Record<string, unknown>>,
): PlaygroundValues {
  const next: Record<string, PlaygroundValue> = { ...values };
  if (sameValue(value, startValue(control, presetProps))) {
    delete next[control.name];
  } else {
    next[control.name] = value;
  }
  return next;
}
