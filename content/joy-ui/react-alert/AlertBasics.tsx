import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function AlertBasics() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert role="status" color="primary" startDecorator={<InfoRounded />}>
        A new version of the editor is available. It loads on your next visit.
      </Alert>
      <Alert role="status" color="success" startDecorator={<CheckCircleRounded />}>
        Your changes were saved.
      </Alert>
      <Alert role="status" color="warning" startDecorator={<WarningRounded />}>
        Your storage is 90% full.
      </Alert>
      <Alert color="danger" startDecorator={<ErrorRounded />}>
        The payment failed: the card was declined.
      </Alert>
    </Stack>
  );
}
