import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ArchiveRounded from '@mui/icons-material/ArchiveRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import MarkEmailUnreadRounded from '@mui/icons-material/MarkEmailUnreadRounded';

export default function TooltipBasics() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Tooltip title="Archive">
        <IconButton>
          <ArchiveRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Mark as unread">
        <IconButton>
          <MarkEmailUnreadRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete" color="danger">
        <IconButton color="danger">
          <DeleteRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
