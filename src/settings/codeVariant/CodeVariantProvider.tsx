import { attributeOptions, createAttributeSetting } from '../attributeSetting';
import { CODE_VARIANT_ATTRIBUTE, CODE_VARIANT_CODEC, type CodeVariant } from './codeVariantCodec';

/**
 * The reader's code language for every demo. Code samples render both variants and CSS
 * shows the one named by `<html data-code-variant>`, which the init script sets before
 * paint (from a `.js`/`.tsx` hash or the cookie).
 */
const codeVariant = createAttributeSetting<CodeVariant>({
  hookName: 'useCodeVariant',
  ...attributeOptions(CODE_VARIANT_CODEC, CODE_VARIANT_ATTRIBUTE),
});

export const CodeVariantProvider = codeVariant.Provider;

export function useCodeVariant(): {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
} {
  const { value, set } = codeVariant.useSetting();
  return { codeVariant: value, setCodeVariant: set };
}
