import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';

export default function MaterialIconsUsage() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <CloudDoneIcon color="success" />
        All changes saved
      </Typography>
      <Button variant="outlined" startIcon={<EditIcon />}>
        Edit report
      </Button>
      <IconButton aria-label="Share report">
        <ShareIcon />
      </IconButton>
    </Stack>
  );
}
