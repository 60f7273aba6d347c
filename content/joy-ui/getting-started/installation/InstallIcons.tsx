import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';

export default function InstallIcons() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} alignItems="center">
        <Button startDecorator={<CloudUploadRounded />}>Upload files</Button>
        <IconButton variant="outlined" aria-label="Add to favorites">
          <FavoriteBorderRounded />
        </IconButton>
      </Stack>
      <Input
        startDecorator={<MailOutlineRounded />}
        placeholder="name@example.com"
        slotProps={{ input: { 'aria-label': 'Email address' } }}
        sx={{ width: 280 }}
      />
    </Stack>
  );
}
