import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipTiming() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      <Tooltip
        title="Shown after 500 ms, hidden 200 ms after you leave"
        enterDelay={500}
        leaveDelay={200}
        describeChild
      >
        <Button>Slow to open</Button>
      </Tooltip>
      <Tooltip
        title="Non-interactive: hides as soon as the pointer leaves the button"
        disableInteractive
        describeChild
      >
        <Button>Non-interactive</Button>
      </Tooltip>
      <Tooltip title="Follows the pointer across the box" followCursor describeChild>
        <Box
          tabIndex={0}
          sx={{
            px: 3,
            py: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            typography: 'body2',
          }}
        >
          Hover anywhere here
        </Box>
      </Tooltip>
    </Stack>
  );
}
