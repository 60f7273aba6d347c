import type { CSSObject } from '@mui/material/styles';
import {
  CODE_STYLING_ATTRIBUTE,
  type CodeStyling,
} from '../../settings/codeStyling/codeStylingCodec';

/** The stylings a demo may ship besides MUI System's, which every such demo has. */
export const OPTIONAL_STYLINGS = ['tailwind', 'css'] as const satisfies readonly CodeStyling[];

/**
 * Which variant of a demo with several stylings shows. Every variant is rendered inside a group
 * that lists the ones it has (`data-stylings="system tailwind css"`); the reader's styling,
 * on `<html data-code-styling>` before first paint, shows its variant where the group has one,
 * and the MUI System variant everywhere else.
 */
export function demoStylingRules(): Record<string, CSSObject> {
  const rules: Record<string, CSSObject> = {
    '[data-styling]:not([data-styling="system"])': { display: 'none' },
  };
  for (const styling of OPTIONAL_STYLINGS) {
    const chosen = `html[${CODE_STYLING_ATTRIBUTE}="${styling}"] [data-stylings~="${styling}"] >`;
    rules[`${chosen} [data-styling="${styling}"]`] = { display: 'block' };
    rules[`${chosen} [data-styling="system"]`] = { display: 'none' };
  }
  return rules;
}
