import { readStoredScript } from '../initScriptParts';
import {
  INSTALL_TAB_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_CODEC,
} from './packageManagerCodec';

/**
 * The init script's part for the package manager: the stored one on its attribute (CSS shows
 * that tab's panel at first paint), and, once the document is parsed, the install blocks' tabs
 * say which one is selected, so assistive technology agrees with the screen before the page's
 * scripts have run.
 */
export const PACKAGE_MANAGER_INIT_SCRIPT = `${readStoredScript(PACKAGE_MANAGER_CODEC, 'p')}
document.documentElement.setAttribute(${JSON.stringify(PACKAGE_MANAGER_ATTRIBUTE)},p);
if(p!==${JSON.stringify(PACKAGE_MANAGER_CODEC.defaultValue)})document.addEventListener('DOMContentLoaded',function(){var t=document.querySelectorAll('[role="tab"][${INSTALL_TAB_MANAGER_ATTRIBUTE}]');for(var i=0;i<t.length;i++){var s=t[i].getAttribute(${JSON.stringify(INSTALL_TAB_MANAGER_ATTRIBUTE)})===p;t[i].setAttribute('aria-selected',String(s));t[i].tabIndex=s?0:-1;}});`;
