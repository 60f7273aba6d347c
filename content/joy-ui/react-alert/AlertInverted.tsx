import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';

export default function AlertInverted() {
  return (
    <Alert
      role="status"
      variant="solid"
      color="primary"
      invertedColors
      size="lg"
      startDecorator={<CloudUploadRounded />}
      sx={{ alignItems: 'flex-start', maxWidth: 520 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md">Uploading 12 photos</Typography>
        <Typography level="body-sm" textColor="inherit">
          8 of 12 done. Keep this tab open until the upload ends.
        </Typography>
        <LinearProgress determinate value={67} aria-label="Upload progress" sx={{ my: 1.5 }} />
        <Button size="sm" variant="outlined">
          Pause upload
        </Button>
      </Box>
    </Alert>
  );
}
