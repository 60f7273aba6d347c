// Builders of the inline init script's parts (server only: `_document` inlines the script; the
// client bundle never carries them).
import { serializeCookie, type StorageCodec } from './storageCodec';

/**
 * Statements of the inline init script that set `variable` to the stored value, parsed as
 * `parseStored` does. They throw when storage is blocked (the script catches that).
 */
export function readStoredScript<T extends string>(
  codec: StorageCodec<T>,
  variable: string,
): string {
  const raw =
    codec.cookieMaxAge === undefined
      ? `window.localStorage.getItem(${JSON.stringify(codec.key)})`
      : `(/(?:^|;\\s*)${codec.key}=([^;]*)/.exec(document.cookie)||[])[1]`;
  return `var ${variable}=${raw};if(${JSON.stringify(codec.values)}.indexOf(${variable})<0)${variable}=${JSON.stringify(codec.defaultValue)};`;
}

/** A statement of the inline init script that stores the value in `variable` (cookie settings). */
export function writeCookieScript<T extends string>(
  codec: StorageCodec<T>,
  variable: string,
): string {
  const [before, after] = serializeCookie(codec, '\u0000' as T).split('\u0000');
  return `document.cookie=${JSON.stringify(before)}+${variable}+${JSON.stringify(after)};`;
}
