import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CopyState } from '../shared/useCopyFeedback';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Theme code copied to the clipboard.',
  error: 'The browser refused to copy: select the code below and copy it yourself.',
};

interface ColorToolActionsProps {
  code: string;
  copyState: CopyState;
  status: string;
  onReset: () => void;
  onCopy: () => void;
}

/** The color tool's buttons (apply submits the form), its announcements and the theme code. */
export function ColorToolActions({
  code,
  copyState,
  status,
  onReset,
  onCopy,
}: ColorToolActionsProps) {
  return (
    <>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained">
          Apply to the demos
        </Button>
        <Button variant="outlined" onClick={onReset}>
          Reset
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={onCopy}
          data-state={copyState}
        >
          Copy theme code
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1.5, minHeight: '1.5em' }}>
        {COPY_MESSAGES[copyState] || status}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Theme code"
        sx={{
          mt: 1,
          mb: 0,
          p: 2,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <code>{code}</code>
      </Box>
    </>
  );
}
