/** A setting kept in localStorage: how to read its stored text and write it back. */
export interface StorageCodec<T extends string> {
  key: string;
  values: readonly T[];
  defaultValue: T;
}

export function parseStored<T extends string>(
  codec: StorageCodec<T>,
  raw: string | null | undefined,
): T {
  return codec.values.includes(raw as T) ? (raw as T) : codec.defaultValue;
}

/** The stored value when there is a valid one; null when absent, unknown or unreadable. */
export function readStored<T extends string>(codec: StorageCodec<T>): T | null {
  try {
    const raw = window.localStorage.getItem(codec.key);
    return codec.values.includes(raw as T) ? (raw as T) : null;
  } catch {
    return null;
  }
}

export function readSetting<T extends string>(codec: StorageCodec<T>): T {
  try {
    return parseStored(codec, window.localStorage.getItem(codec.key));
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): use the default.
    return codec.defaultValue;
  }
}

export function writeSetting<T extends string>(codec: StorageCodec<T>, value: T): void {
  try {
    window.localStorage.setItem(codec.key, value);
  } catch {
    // Not persisted when storage is blocked; the choice still applies to this page.
  }
}
