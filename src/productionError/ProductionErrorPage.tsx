import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DecodedError } from './DecodedError';
import { ErrorCodeList } from './ErrorCodeList';
import { ERROR_CODES } from './errorCodes';
import { PRODUCTION_ERROR_DESCRIPTION, PRODUCTION_ERROR_TITLE } from './productionErrorText';

/** The packages read that throw no coded error of their own (their errors come from the others). */
function packagesWithoutCodes(): string[] {
  const throwing = new Set(Object.values(ERROR_CODES.codes).flatMap((entry) => entry.packages));
  return ERROR_CODES.packages.map(({ name }) => name).filter((name) => !throwing.has(name));
}

/**
 * `/production-error/`: where the minified errors of MUI's production builds send the reader.
 * It explains what they are looking at, decodes the code and values of the address, and lists
 * every code of the versions this site documents.
 */
export function ProductionErrorPage() {
  const silent = packagesWithoutCodes();
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, py: 5 }}>
      <Typography variant="h1">{PRODUCTION_ERROR_TITLE}</Typography>
      <Typography component="p" sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        {PRODUCTION_ERROR_DESCRIPTION}
      </Typography>
      <Box className="markdown-body">
        <p>
          To keep your bundle small, the production builds of MUI packages leave their error
          messages out. An error thrown there reads{' '}
          <code>
            Minified MUI error #11; visit
            https://mui.com/production-error/?code=11&amp;args[]=%20(primary)&amp;args[]=500 for the
            full message.
          </code>{' '}
          The number is the error code, and each <code>args[]</code> value is a detail of your case:
          here, the palette color that was rejected and the shade it lacks.
        </p>
        <p>
          This page puts the message back together: it looks the code up in the messages of the MUI
          versions this site documents (listed below) and fills in the values from the address, in
          order.
        </p>
        <h2 id="full-message">The full message</h2>
        <DecodedError codes={ERROR_CODES.codes} />
        <p>
          To see full messages, with a stack trace that points to the failing call, run your app in
          development mode (<code>NODE_ENV</code> other than <code>production</code>) and repeat
          what caused the error.
        </p>
        <h2 id="error-codes">Error codes in these versions</h2>
        <p>
          The messages below come from the compiled code of{' '}
          {ERROR_CODES.packages.map(({ name, version }, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <code>{name}</code> {version}
            </span>
          ))}
          . A code keeps its number across releases, but new releases add codes.
          {silent.length > 0 ? (
            <>
              {' '}
              {silent.map((name, index) => (
                <span key={name}>
                  {index > 0 ? ' and ' : null}
                  <code>{name}</code>
                </span>
              ))}{' '}
              throw no coded errors of their own: their errors come from the packages they build on.
            </>
          ) : null}
        </p>
        <ErrorCodeList table={ERROR_CODES} />
      </Box>
    </Box>
  );
}
