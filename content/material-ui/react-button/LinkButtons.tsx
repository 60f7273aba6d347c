import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="contained" href="/material-ui/api/button/">
        Button API
      </Button>
      <Button
        href="https://github.com/mui/material-ui"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
      >
        Source on GitHub
      </Button>
    </Stack>
  );
}
