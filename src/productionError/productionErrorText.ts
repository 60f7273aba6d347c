/** The page's title and its one-sentence description (also its meta description). */
export const PRODUCTION_ERROR_TITLE = 'Production error';

export const PRODUCTION_ERROR_DESCRIPTION =
  'Turn a minified MUI error back into its full message: the code and values in this address, decoded.';

/** The page key of `/production-error/`. */
export const PRODUCTION_ERROR_PATHNAME = '/production-error';
