import type { UserPropertiesEvent } from './eventsContract';

/** What the page shows and the OS prefers, as the analytics client reads them. */
export interface ReaderSettings {
  /** The code variant attribute the settings script sets (`JS` or `TS`). */
  codeVariant: string | null;
  language: string;
  /** The color scheme attribute of `<html>` (`light` or `dark`). */
  colorScheme: string | null;
  osPrefersDark: boolean;
  pixelRatio: number;
}

/** The user properties event of a page load. */
export function userPropertiesEvent(settings: ReaderSettings): UserPropertiesEvent {
  const colorMode = settings.colorScheme === 'dark' ? 'dark' : 'light';
  return {
    type: 'user_properties',
    codeVariant: settings.codeVariant === 'JS' ? 'JS' : 'TS',
    language: settings.language,
    colorMode,
    colorModeDiffersFromOs: (colorMode === 'dark') !== settings.osPrefersDark,
    pixelRatio: Math.min(16, Math.max(0.25, Math.round(settings.pixelRatio * 100) / 100)),
  };
}
