import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function RichTooltip() {
  return (
    <Typography sx={{ maxWidth: 480 }}>
      Your plan includes{' '}
      <Tooltip
        describeChild
        slotProps={{
          tooltip: {
            sx: {
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: 3,
              maxWidth: 280,
              p: 1.5,
            },
          },
        }}
        title={
          <Box>
            <Typography variant="subtitle2" component="p" gutterBottom>
              Build minutes
            </Typography>
            <Typography variant="body2">
              Time your pipelines spend running. Minutes reset on the first day of each month;
              unused minutes do not carry over.
            </Typography>
          </Box>
        }
      >
        <Link component="button" variant="body1" sx={{ verticalAlign: 'baseline' }}>
          3,000 build minutes
        </Link>
      </Tooltip>{' '}
      a month, shared by everyone in your organization.
    </Typography>
  );
}
