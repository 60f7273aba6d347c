import table from '../../generated/errorCodes.json';
import type { ErrorCodeTable } from './errorCodeTable';

/**
 * The table `npm run generate` extracted from the installed packages. Only the production
 * error page imports this module, so the table ships with that page alone (about 3 kB).
 */
export const ERROR_CODES: ErrorCodeTable = table;
