import { CODE_STYLING_INIT_SCRIPT } from './codeStyling/codeStylingInitScript';
import { CODE_VARIANT_INIT_SCRIPT } from './codeVariant/codeVariantInitScript';
import { DIRECTION_INIT_SCRIPT } from './direction/directionInitScript';
import { MODE_INIT_SCRIPT } from './mode/modeInitScript';
import { PACKAGE_MANAGER_INIT_SCRIPT } from './packageManager/packageManagerInitScript';

/**
 * Each setting's part of the init script, written beside its codec. The API display
 * option has none: the server renders every layout's rows expanded and the stored layouts
 * apply after mount.
 */
export const SETTING_INIT_SCRIPTS = {
  mode: MODE_INIT_SCRIPT,
  direction: DIRECTION_INIT_SCRIPT,
  codeVariant: CODE_VARIANT_INIT_SCRIPT,
  codeStyling: CODE_STYLING_INIT_SCRIPT,
  packageManager: PACKAGE_MANAGER_INIT_SCRIPT,
} as const;

/**
 * The script inlined at the top of `<body>`: it runs before first paint and applies every
 * stored setting (mode, direction, code variant, code styling, package manager), so no page ever flashes the
 * wrong colors or the wrong code. Each part runs on its own: blocked storage or a failing
 * part leaves the others applied.
 */
export function getInitSettingsScript(): string {
  const parts = Object.values(SETTING_INIT_SCRIPTS).map((part) => `try{${part}}catch(e){}`);
  return `(function(){${parts.join('\n')}})();`;
}
