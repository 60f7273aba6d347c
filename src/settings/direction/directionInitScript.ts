import { readStoredScript } from '../initScriptParts';
import { DIRECTION_CODEC } from './directionCodec';

/** The init script's part for the direction: applies the stored one as `applyDirection` does. */
export const DIRECTION_INIT_SCRIPT = `${readStoredScript(DIRECTION_CODEC, 'd')}
document.body.setAttribute('dir',d);document.documentElement.setAttribute('dir',d);`;
