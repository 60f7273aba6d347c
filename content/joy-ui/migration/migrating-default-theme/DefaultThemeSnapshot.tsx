import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { useTheme } from '@mui/joy/styles';

export default function DefaultThemeSnapshot() {
  const theme = useTheme();
  const light = theme.colorSchemes.light.palette;
  const dark = theme.colorSchemes.dark.palette;

  // Values read from the theme object at run time, so the table always shows
  // the installed version's defaults.
  const rows: [string, string][] = [
    ['radius (xs / sm / md / lg / xl)', Object.values(theme.radius).join(' / ')],
    ['primary 500 (light / dark)', `${light.primary[500]} / ${dark.primary[500]}`],
    ['neutral 500 (light / dark)', `${light.neutral[500]} / ${dark.neutral[500]}`],
    [
      'fontSize (sm / md / lg)',
      `${theme.fontSize.sm} / ${theme.fontSize.md} / ${theme.fontSize.lg}`,
    ],
    ['fontWeight (sm / md / lg / xl)', Object.values(theme.fontWeight).join(' / ')],
    ['focus thickness', theme.focus.thickness],
    ['Typography levels', Object.keys(theme.typography).join(', ')],
  ];

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Table size="sm" sx={{ '& td:first-of-type': { width: '40%' } }}>
        <caption>Default theme of the installed @mui/joy</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([token, value]) => (
            <tr key={token}>
              <td>{token}</td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
