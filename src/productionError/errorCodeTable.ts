/**
 * The production error table, extracted at build time from the installed MUI packages
 * (`scripts/errors/`, written to `generated/errorCodes.json`) and read by `/production-error/`.
 */
export interface ErrorCodeTable {
  /** The packages whose compiled code was read, with their installed versions. */
  packages: { name: string; version: string }[];
  /** By error code: the development message (each value written `%s`) and who throws it. */
  codes: Record<string, ErrorCodeEntry>;
}

export interface ErrorCodeEntry {
  message: string;
  /** The packages whose code throws it (`@mui/material`). */
  packages: string[];
}
