import { attributeOptions, createAttributeSetting } from '../attributeSetting';
import { CODE_STYLING_ATTRIBUTE, CODE_STYLING_CODEC, type CodeStyling } from './codeStylingCodec';

/**
 * The reader's styling for demos that come in several (MUI System, Tailwind CSS or plain CSS): such
 * demos render every variant and CSS shows the one `<html data-code-styling>` names.
 */
const codeStyling = createAttributeSetting<CodeStyling>({
  hookName: 'useCodeStyling',
  ...attributeOptions(CODE_STYLING_CODEC, CODE_STYLING_ATTRIBUTE),
});

export const CodeStylingProvider = codeStyling.Provider;

export function useCodeStyling(): {
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
} {
  const { value, set } = codeStyling.useSetting();
  return { codeStyling: value, setCodeStyling: set };
}
