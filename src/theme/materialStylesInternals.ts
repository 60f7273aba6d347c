/**
 * The two functions of Material UI's styles that DocsCssVarsProvider needs and @mui/material 5
 * exports from no entry point of its own: taken from their files, not from `@mui/material/styles`,
 * whose index also loads `Experimental_CssVarsProvider` (which builds a whole default theme as it
 * loads, about 50 ms of script on a throttled phone).
 *
 * The paths are not part of the package's public API (its styles index exports the same functions
 * as `private_createTypography` and `private_excludeVariablesFromRoot`):
 * materialStylesInternals.test.ts fails when the installed package no longer has them or they no
 * longer do what the provider expects.
 */
export { default as createTypography } from '@mui/material/styles/createTypography';
export { default as excludeVariablesFromRoot } from '@mui/material/styles/excludeVariablesFromRoot';
