import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from '../theme/docsTheme';
import { DIRECTION_CODEC } from './direction/directionCodec';
import { MODE_CODEC } from './mode/modeCodec';

/**
 * The script inlined at the top of `<body>`: it runs before first paint and
 * applies the stored mode (resolving `system` with the OS preference) and
 * direction, so no page ever flashes the wrong colours. It mirrors
 * `resolveColorScheme` and `parseStored`, which the e2e tests hold it to.
 */
export function getInitSettingsScript(): string {
  const config = JSON.stringify({
    modeKey: MODE_CODEC.key,
    modes: MODE_CODEC.values,
    directionKey: DIRECTION_CODEC.key,
    attribute: COLOR_SCHEME_ATTRIBUTE,
    colors: THEME_COLORS,
  });
  return `(function(c){try{
var s=window.localStorage,m=s.getItem(c.modeKey);if(c.modes.indexOf(m)<0)m='system';
var k=m==='system'?(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;
var h=document.documentElement,b=document.body;h.setAttribute(c.attribute,k);h.style.colorScheme=k;
b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+k);
var t=document.querySelector('meta[name="theme-color"]');if(t)t.setAttribute('content',c.colors[k]);
var d=s.getItem(c.directionKey)==='rtl'?'rtl':'ltr';b.setAttribute('dir',d);h.setAttribute('dir',d);
}catch(e){}})(${config});`;
}
