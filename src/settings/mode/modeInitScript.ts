import { readStoredScript } from '../initScriptParts';
import { COLOR_SCHEME_ATTRIBUTE, MODE_CODEC, THEME_COLORS } from './modeCodec';

/**
 * The init script's part for the mode: resolves the stored mode (`system` with the OS
 * preference, as `resolveColorScheme`) and applies the scheme as `applyColorScheme` does,
 * attribute included.
 */
export const MODE_INIT_SCRIPT = `${readStoredScript(MODE_CODEC, 'm')}
var k=m==='system'?(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;
var h=document.documentElement,b=document.body;h.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},k);h.style.colorScheme=k;
b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+k);
var t=document.querySelector('meta[name="theme-color"]');if(t)t.setAttribute('content',${JSON.stringify(THEME_COLORS)}[k]);`;
