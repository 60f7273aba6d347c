import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';

const SHARE_URL = 'https://example.com/reports/2024-q2';

export default function CopyLinkTooltip() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(SHARE_URL);
      setStatus('copied');
    } catch {
      // The browser refused clipboard access (an insecure page, or a denied permission).
      setStatus('failed');
    }
    setOpen(true);
  };

  const titles = {
    idle: 'Copy link',
    copied: 'Link copied',
    failed: 'Could not copy: select the link and copy it',
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
        {SHARE_URL}
      </Typography>
      <Tooltip
        title={titles[status]}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          setStatus('idle');
        }}
      >
        <IconButton onClick={copy}>
          <LinkIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
