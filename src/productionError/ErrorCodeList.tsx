import Box from '@mui/material/Box';
import type { ErrorCodeTable } from './errorCodeTable';

/** Every code of the table with its message, values as `%s`: readable without JavaScript too. */
export function ErrorCodeList({ table }: { table: ErrorCodeTable }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Message</th>
          <th scope="col">Thrown by</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(table.codes).map(([code, entry]) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>
              <Box
                component="code"
                dir="ltr"
                sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {entry.message}
              </Box>
            </td>
            <td>
              {entry.packages.map((name) => (
                <code key={name} style={{ display: 'block' }}>
                  {name}
                </code>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
