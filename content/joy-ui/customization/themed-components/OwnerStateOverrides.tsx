import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyChip: {
      defaultProps: { size: 'sm', variant: 'soft' },
      styleOverrides: {
        // ownerState holds the instance's props and state: style by variant, color, size…
        root: ({ ownerState, theme: t }) => ({
          fontWeight: t.vars.fontWeight.lg,
          ...(ownerState.variant === 'solid' && {
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }),
          ...(ownerState.color === 'danger' && {
            boxShadow: `inset 0 0 0 1px ${t.vars.palette.danger.outlinedBorder}`,
          }),
        }),
      },
    },
  },
});

const DEPLOYS = [
  { service: 'checkout-api', env: 'production', status: 'Live', color: 'success' },
  { service: 'search-indexer', env: 'staging', status: 'Building', color: 'primary' },
  { service: 'email-worker', env: 'production', status: 'Failed', color: 'danger' },
  { service: 'billing-cron', env: 'production', status: 'Paused', color: 'warning' },
] as const;

export default function OwnerStateOverrides() {
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label="Latest deployments" sx={{ minWidth: 420 }}>
          <thead>
            <tr>
              <th>Service</th>
              <th>Environment</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {DEPLOYS.map((deploy) => (
              <tr key={deploy.service}>
                <td>{deploy.service}</td>
                <td>
                  <Chip
                    variant={deploy.env === 'production' ? 'solid' : 'outlined'}
                    color="neutral"
                  >
                    {deploy.env}
                  </Chip>
                </td>
                <td>
                  <Chip color={deploy.color}>{deploy.status}</Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </CssVarsProvider>
  );
}
