import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      {/* The title also becomes each button's aria-label: no separate label needed. */}
      <Tooltip title="Archive">
        <IconButton>
          <ArchiveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Mark as unread">
        <IconButton>
          <MarkEmailUnreadIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
