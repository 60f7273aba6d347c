import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import FolderIcon from '@mui/icons-material/Folder';

const folders = [
  'Archive 2023',
  'Budgets',
  'Client contracts',
  'Design reviews',
  'Hiring',
  'Invoices',
  'Legal',
  'Marketing assets',
  'Meeting notes',
  'Onboarding',
  'Product specs',
  'Research',
  'Roadmaps',
  'Travel',
];

const ITEM_HEIGHT = 48;

export default function LongMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [folder, setFolder] = React.useState('Meeting notes');
  const open = Boolean(anchorEl);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        variant="outlined"
        startIcon={<DriveFileMoveIcon />}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Move to…
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        “Standup 12 March” is in {folder}.
      </Typography>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-label': 'Folders' }}
        // Four and a half rows: the cut-off row tells the reader the list scrolls.
        slotProps={{ paper: { sx: { maxHeight: ITEM_HEIGHT * 4.5, width: 240 } } }}
      >
        {folders.map((name) => (
          <MenuItem
            key={name}
            selected={name === folder}
            onClick={() => {
              setFolder(name);
              setAnchorEl(null);
            }}
          >
            <ListItemIcon>
              <FolderIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
