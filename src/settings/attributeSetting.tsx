import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useRestoreEffect } from '../hydration';
import { writeSetting, type StorageCodec } from './storageCodec';

export interface AttributeSettingValue<T> {
  value: T;
  set: (value: T) => void;
  /**
   * The newest value, also when a restored one has not rendered yet: a setter that changes one
   * part of the value builds on it, so a press right after hydration keeps the stored parts.
   */
  latest?: () => T;
}

export interface AttributeSettingOptions<T> {
  /** The hook's public name, for the error thrown outside the provider. */
  hookName: string;
  /** Where the provider is, for that error; `<AppProviders>` unless told. */
  providedBy?: string;
  /** What the server and the hydrating render show. */
  defaultValue: T;
  /**
   * The value to take up once mounted (what the init script applied, or what storage
   * holds); null keeps the default.
   */
  restore: () => T | null;
  /** Stores a choice through the setting's codec. */
  save: (value: T) => void;
  /** Stores the restored value too: it is new (a first visit's pick). */
  saveRestored?: boolean;
  /** What a change does to the page besides rendering (attributes on `<html>`, …). */
  apply?: (value: T) => void;
  /** Runs once the restored value has rendered. */
  afterRestore?: (value: T) => void;
  /** Wraps the children with what the value needs around them (an Emotion cache, …). */
  Wrapper?: ComponentType<{ value: T; children: ReactNode }>;
  /**
   * The localStorage key the setting is stored under, and how a stored text reads as a value
   * (null: not a valid one). Given, a choice made in another tab of the site applies here too
   * (the browser's `storage` event), as the mode's does (Material UI's color-scheme provider).
   */
  sync?: { key: string; parse: (stored: string | null) => T | null };
}

/** The options of a setting stored by a codec and shown through an attribute on `<html>`. */
export function attributeOptions<T extends string>(
  codec: StorageCodec<T>,
  attribute: string,
): Pick<AttributeSettingOptions<T>, 'defaultValue' | 'restore' | 'save' | 'apply' | 'sync'> {
  return {
    defaultValue: codec.defaultValue,
    // The init script has set the attribute from storage before first paint.
    restore: () => {
      const fromScript = document.documentElement.getAttribute(attribute);
      return codec.values.includes(fromScript as T) ? (fromScript as T) : null;
    },
    save: (value) => writeSetting(codec, value),
    apply: (value) => document.documentElement.setAttribute(attribute, value),
    // A cookie setting has no storage event to follow.
    sync:
      codec.cookieMaxAge === undefined
        ? {
            key: codec.key,
            parse: (stored) => (codec.values.includes(stored as T) ? (stored as T) : null),
          }
        : undefined,
  };
}

/**
 * A reader setting. The server and the hydrating render show the default (so hydration
 * matches the server HTML); in the hydration's commit, the provider takes up the restored value
 * (the one the init script applied before first paint) and renders it at once. `set` stores a
 * choice through the codec, applies it to the page and renders it: components never touch storage
 * themselves.
 * The value is kept for the page load, so a provider mounted later (a page reached by
 * client-side navigation) starts with it.
 *
 * With `sync`, a choice stored in another tab of the site applies in this one as well.
 *
 * A setting whose state another provider owns (the mode, kept by Material UI's color-scheme
 * provider) passes that state as `store`; the provider then only hands it on.
 */
export function createAttributeSetting<T>({
  hookName,
  providedBy = '<AppProviders>',
  defaultValue,
  restore,
  save,
  saveRestored = false,
  apply,
  afterRestore,
  Wrapper,
  sync,
}: AttributeSettingOptions<T>) {
  const Context = createContext<AttributeSettingValue<T> | null>(null);
  let pageLoadValue: { value: T } | null = null;

  function Provider({
    children,
    store,
  }: {
    children: ReactNode;
    store?: AttributeSettingValue<T>;
  }) {
    const [value, setState] = useState<T>(() =>
      pageLoadValue ? pageLoadValue.value : defaultValue,
    );
    /** The restored value whose first render runs `afterRestore`. */
    const restored = useRef<{ value: T } | null>(null);

    // Taken up in the hydration's own commit (see useRestoreEffect): a demo that goes live
    // right after hydration already renders with the reader's direction.
    useRestoreEffect(() => {
      if (store || pageLoadValue) {
        return;
      }
      const next = restore();
      if (next === null) {
        return;
      }
      pageLoadValue = { value: next };
      if (saveRestored) {
        save(next);
      }
      restored.current = { value: next };
      setState(next);
      // The store, when given, never changes from absent to present.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      if (restored.current && restored.current.value === value) {
        restored.current = null;
        afterRestore?.(value);
      }
    }, [value]);

    const show = useCallback((next: T) => {
      apply?.(next);
      pageLoadValue = { value: next };
      setState(next);
    }, []);

    const set = useCallback(
      (next: T) => {
        save(next);
        show(next);
      },
      [show],
    );

    useEffect(() => {
      if (store || !sync) {
        return undefined;
      }
      // Another tab stored a choice (a tab never receives the events of its own writes).
      const onStorage = (event: StorageEvent) => {
        if (event.key !== sync.key || event.storageArea !== window.localStorage) {
          return;
        }
        const next = sync.parse(event.newValue);
        if (next !== null) {
          show(next);
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
      // The store, when given, never changes from absent to present.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [show]);

    const own = useMemo(
      () => ({ value, set, latest: () => (pageLoadValue ? pageLoadValue.value : value) }),
      [value, set],
    );
    const context = store ?? own;
    return (
      <Context.Provider value={context}>
        {Wrapper ? <Wrapper value={context.value}>{children}</Wrapper> : children}
      </Context.Provider>
    );
  }

  function useSetting(): AttributeSettingValue<T> {
    const context = useContext(Context);
    if (!context) {
      throw new Error(
        `${hookName}() was called outside its provider: wrap the component in ${providedBy}.`,
      );
    }
    return context;
  }

  return { Provider, useSetting };
}
