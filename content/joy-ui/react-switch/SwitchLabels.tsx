import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchLabels() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Typography component="label" startDecorator={<Switch defaultChecked sx={{ mr: 1 }} />}>
        Show line numbers
      </Typography>
      <Typography
        component="label"
        endDecorator={<Switch sx={{ ml: 'auto' }} />}
        sx={{ justifyContent: 'space-between' }}
      >
        Wrap long lines
      </Typography>
      <Typography component="label" startDecorator={<Switch disabled sx={{ mr: 1 }} />}>
        Sync settings (sign in first)
      </Typography>
    </Stack>
  );
}
