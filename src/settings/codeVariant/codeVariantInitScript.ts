import { readStoredScript, writeCookieScript } from '../initScriptParts';
import { CODE_VARIANT_ATTRIBUTE, CODE_VARIANT_CODEC } from './codeVariantCodec';

/**
 * The init script's part for the code variant: as `initialCodeVariant`, and a variant the
 * hash asks for is stored.
 */
export const CODE_VARIANT_INIT_SCRIPT = `var x=location.hash,v=/\\.js$/.test(x)?'JS':/\\.tsx$/.test(x)?'TS':null;
if(v){${writeCookieScript(CODE_VARIANT_CODEC, 'v')}}else{${readStoredScript(CODE_VARIANT_CODEC, 'v')}}
document.documentElement.setAttribute(${JSON.stringify(CODE_VARIANT_ATTRIBUTE)},v);`;
