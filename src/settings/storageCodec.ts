/**
 * How a setting is stored: its key, its valid values and its default. A setting lives in
 * localStorage, or, with `cookieMaxAge`, in a cookie on every path (so the server can read it).
 */
export interface StorageCodec<T extends string> {
  /** The localStorage key, or the cookie's name. */
  key: string;
  values: readonly T[];
  defaultValue: T;
  /** Stored in a cookie that lasts this many seconds instead of in localStorage. */
  cookieMaxAge?: number;
}

/** A stored text as the setting's value: the default when absent or unknown. */
export function parseStored<T extends string>(
  codec: StorageCodec<T>,
  raw: string | null | undefined,
): T {
  return codec.values.includes(raw as T) ? (raw as T) : codec.defaultValue;
}

/** The cookie's value in a `Cookie` header or `document.cookie` string; null when absent. */
export function cookieValue(cookie: string, name: string): string | null {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie)?.[1] ?? null;
}

/** The `document.cookie` assignment that stores a cookie setting on every path. */
export function serializeCookie<T extends string>(codec: StorageCodec<T>, value: T): string {
  return `${codec.key}=${value}; path=/; max-age=${codec.cookieMaxAge}; samesite=lax`;
}

function readRaw<T extends string>(codec: StorageCodec<T>): string | null {
  return codec.cookieMaxAge === undefined
    ? window.localStorage.getItem(codec.key)
    : cookieValue(document.cookie, codec.key);
}

/** The stored value when there is a valid one; null when absent, unknown or unreadable. */
export function readStored<T extends string>(codec: StorageCodec<T>): T | null {
  try {
    const raw = readRaw(codec);
    return codec.values.includes(raw as T) ? (raw as T) : null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames).
    return null;
  }
}

export function readSetting<T extends string>(codec: StorageCodec<T>): T {
  return readStored(codec) ?? codec.defaultValue;
}

export function writeSetting<T extends string>(codec: StorageCodec<T>, value: T): void {
  try {
    if (codec.cookieMaxAge === undefined) {
      window.localStorage.setItem(codec.key, value);
    } else {
      document.cookie = serializeCookie(codec, value);
    }
  } catch {
    // Not persisted when storage is blocked; the choice still applies to this page.
  }
}
