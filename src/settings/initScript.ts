import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from '../theme/docsTheme';
import {
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  CODE_VARIANT_MAX_AGE,
} from './codeVariant/codeVariantCodec';
import { CODE_STYLING_ATTRIBUTE, CODE_STYLING_CODEC } from './codeStyling/codeStylingCodec';
import { DIRECTION_CODEC } from './direction/directionCodec';
import { MODE_CODEC } from './mode/modeCodec';

/**
 * The script inlined at the top of `<body>`: it runs before first paint and
 * applies the stored mode (resolving `system` with the OS preference) and
 * direction, so no page ever flashes the wrong colours, and the code variant
 * (a `.js`/`.tsx` hash, saved, else the cookie, else TS) and the code styling.
 * It mirrors `resolveColorScheme`, `parseStored` and `initialCodeVariant`, which
 * the e2e tests hold it to.
 */
export function getInitSettingsScript(): string {
  const config = JSON.stringify({
    modeKey: MODE_CODEC.key,
    modes: MODE_CODEC.values,
    directionKey: DIRECTION_CODEC.key,
    attribute: COLOR_SCHEME_ATTRIBUTE,
    colors: THEME_COLORS,
    variantAttribute: CODE_VARIANT_ATTRIBUTE,
    variantCookie: CODE_VARIANT_COOKIE,
    variantMaxAge: CODE_VARIANT_MAX_AGE,
    stylingKey: CODE_STYLING_CODEC.key,
    stylings: CODE_STYLING_CODEC.values,
    stylingAttribute: CODE_STYLING_ATTRIBUTE,
  });
  return `(function(c){try{
var s=window.localStorage,m=s.getItem(c.modeKey);if(c.modes.indexOf(m)<0)m='system';
var k=m==='system'?(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;
var h=document.documentElement,b=document.body;h.setAttribute(c.attribute,k);h.style.colorScheme=k;
b.classList.remove('mode-light','mode-dark');b.classList.add('mode-'+k);
var t=document.querySelector('meta[name="theme-color"]');if(t)t.setAttribute('content',c.colors[k]);
var d=s.getItem(c.directionKey)==='rtl'?'rtl':'ltr';b.setAttribute('dir',d);h.setAttribute('dir',d);
}catch(e){}
try{
var x=location.hash,v=x.slice(-3)==='.js'?'JS':x.slice(-4)==='.tsx'?'TS':null;
if(v){document.cookie=c.variantCookie+'='+v+'; path=/; max-age='+c.variantMaxAge+'; samesite=lax';}
else{var p=document.cookie.split(';');for(var i=0;i<p.length;i++){var q=p[i].trim();if(q===c.variantCookie+'=JS'||q===c.variantCookie+'=TS')v=q.slice(-2);}}
document.documentElement.setAttribute(c.variantAttribute,v||'TS');
}catch(e){}
try{var y=window.localStorage.getItem(c.stylingKey);
document.documentElement.setAttribute(c.stylingAttribute,c.stylings.indexOf(y)<0?c.stylings[0]:y);
}catch(e){}})(${config});`;
}
