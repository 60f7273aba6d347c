import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  CODE_VARIANT_ATTRIBUTE,
  DEFAULT_CODE_VARIANT,
  serializeCodeVariantCookie,
  type CodeVariant,
} from './codeVariantCodec';

interface CodeVariantValue {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
}

const CodeVariantContext = createContext<CodeVariantValue | null>(null);

/**
 * The reader's code language for every demo. Code samples render both
 * variants and CSS shows the one named by `<html data-code-variant>`, which
 * the init script sets before paint (from a `.js`/`.tsx` hash or the cookie);
 * this provider picks that value up after hydration and keeps it, the
 * attribute and the cookie in step.
 */
export function CodeVariantProvider({ children }: { children: ReactNode }) {
  const [codeVariant, setState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);

  useEffect(() => {
    const fromScript = document.documentElement.getAttribute(CODE_VARIANT_ATTRIBUTE);
    if (fromScript === 'JS' || fromScript === 'TS') {
      setState(fromScript);
    }
  }, []);

  const setCodeVariant = useCallback((variant: CodeVariant) => {
    document.cookie = serializeCodeVariantCookie(variant);
    document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, variant);
    setState(variant);
  }, []);

  const value = useMemo(() => ({ codeVariant, setCodeVariant }), [codeVariant, setCodeVariant]);
  return <CodeVariantContext.Provider value={value}>{children}</CodeVariantContext.Provider>;
}

export function useCodeVariant(): CodeVariantValue {
  const value = useContext(CodeVariantContext);
  if (!value) {
    throw new Error(
      'useCodeVariant() was called outside <CodeVariantProvider>: wrap the app in <AppProviders>.',
    );
  }
  return value;
}
