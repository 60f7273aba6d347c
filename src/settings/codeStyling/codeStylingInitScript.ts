import { readStoredScript } from '../initScriptParts';
import { CODE_STYLING_ATTRIBUTE, CODE_STYLING_CODEC } from './codeStylingCodec';

/** The init script's part for the code styling: the stored one on its attribute. */
export const CODE_STYLING_INIT_SCRIPT = `${readStoredScript(CODE_STYLING_CODEC, 'y')}
document.documentElement.setAttribute(${JSON.stringify(CODE_STYLING_ATTRIBUTE)},y);`;
