import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import DeleteIcon from '@mui/icons-material/Delete';

export default function VerticalButtonGroup() {
  return (
    <ButtonGroup orientation="vertical" variant="text" aria-label="Mail folders">
      <Button startIcon={<InboxIcon />} sx={{ justifyContent: 'flex-start' }}>
        Inbox
      </Button>
      <Button startIcon={<SendIcon />} sx={{ justifyContent: 'flex-start' }}>
        Sent
      </Button>
      <Button startIcon={<DraftsIcon />} sx={{ justifyContent: 'flex-start' }}>
        Drafts
      </Button>
      <Button startIcon={<DeleteIcon />} sx={{ justifyContent: 'flex-start' }}>
        Trash
      </Button>
    </ButtonGroup>
  );
}
