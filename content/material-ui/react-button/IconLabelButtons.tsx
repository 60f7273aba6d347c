import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import DownloadIcon from '@mui/icons-material/Download';

export default function IconLabelButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />}>
        Remove
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send invoice
      </Button>
      <Button startIcon={<DownloadIcon />}>Export CSV</Button>
    </Stack>
  );
}
