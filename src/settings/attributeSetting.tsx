import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export interface AttributeSettingValue<T extends string> {
  value: T;
  set: (value: T) => void;
}

interface AttributeSettingOptions<T extends string> {
  /** The hook's public name, for the error thrown outside the provider. */
  hookName: string;
  /** The attribute on `<html>` that the init script sets before paint and CSS selects on. */
  attribute: string;
  values: readonly T[];
  defaultValue: T;
  /** Stores a choice (a cookie, localStorage). */
  save: (value: T) => void;
}

/**
 * A reader setting whose every value is rendered and selected by CSS through an attribute
 * on `<html>`, set from storage by the init script before first paint. The provider takes
 * that value up after hydration and keeps it, the attribute and the stored choice in step.
 */
export function createAttributeSetting<T extends string>({
  hookName,
  attribute,
  values,
  defaultValue,
  save,
}: AttributeSettingOptions<T>) {
  const Context = createContext<AttributeSettingValue<T> | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [value, setState] = useState<T>(defaultValue);

    useEffect(() => {
      const fromScript = document.documentElement.getAttribute(attribute);
      if (values.includes(fromScript as T)) {
        setState(fromScript as T);
      }
    }, []);

    const set = useCallback((next: T) => {
      save(next);
      document.documentElement.setAttribute(attribute, next);
      setState(next);
    }, []);

    const context = useMemo(() => ({ value, set }), [value, set]);
    return <Context.Provider value={context}>{children}</Context.Provider>;
  }

  function useSetting(): AttributeSettingValue<T> {
    const context = useContext(Context);
    if (!context) {
      throw new Error(
        `${hookName}() was called outside its provider: wrap the app in <AppProviders>.`,
      );
    }
    return context;
  }

  return { Provider, useSetting };
}
