import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { useColorScheme, useTheme } from '@mui/joy/styles';

export default function ColorSchemeState() {
  const { mode, systemMode, colorScheme } = useColorScheme();
  const theme = useTheme();
  // The stored mode is only known in the browser: render it after mounting,
  // so the server HTML and the first client render match.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const show = (value: string | undefined) => (mounted ? (value ?? 'undefined') : '…');

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 480, overflow: 'auto' }}>
      <Table aria-label="Current color scheme" size="sm" sx={{ '& td': { fontFamily: 'code' } }}>
        <tbody>
          <tr>
            <th scope="row">mode</th>
            <td>{show(mode)}</td>
          </tr>
          <tr>
            <th scope="row">systemMode</th>
            <td>{show(systemMode)}</td>
          </tr>
          <tr>
            <th scope="row">colorScheme</th>
            <td>{show(colorScheme)}</td>
          </tr>
          <tr>
            <th scope="row">theme.palette.mode</th>
            <td>{show(theme.palette.mode)}</td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
