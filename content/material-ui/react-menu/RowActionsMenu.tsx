import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

const initialFiles = [
  { id: 'f1', name: 'Brand guidelines.pdf', detail: '4.2 MB · edited Mar 3' },
  { id: 'f2', name: 'Launch checklist.docx', detail: '86 kB · edited Mar 11' },
  { id: 'f3', name: 'Hero photo.jpg', detail: '2.7 MB · edited Feb 27' },
];

export default function RowActionsMenu() {
  // Popover origins are physical (left/right): pick the button's end side for the direction.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [files, setFiles] = React.useState(initialFiles);
  const [menu, setMenu] = React.useState<{ anchorEl: HTMLElement; fileId: string } | null>(null);
  const current = files.find((file) => file.id === menu?.fileId);

  const close = () => setMenu(null);
  const handleDelete = () => {
    setFiles((previous) => previous.filter((file) => file.id !== menu?.fileId));
    close();
  };

  return (
    <React.Fragment>
      <List sx={{ maxWidth: 420, bgcolor: 'background.paper' }} aria-label="Shared files">
        {files.map((file) => (
          <ListItem
            key={file.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Actions for ${file.name}`}
                aria-haspopup="true"
                aria-expanded={menu?.fileId === file.id ? 'true' : undefined}
                onClick={(event) => setMenu({ anchorEl: event.currentTarget, fileId: file.id })}
              >
                <MoreVertIcon />
              </IconButton>
            }
          >
            <ListItemText primary={file.name} secondary={file.detail} />
          </ListItem>
        ))}
        {files.length === 0 && (
          <ListItem>
            <ListItemText primary="No files left." />
          </ListItem>
        )}
      </List>
      <Menu
        anchorEl={menu?.anchorEl}
        open={Boolean(menu)}
        onClose={close}
        // Align the menu's end with the button's end: the button sits at the row's end.
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        MenuListProps={{ 'aria-label': current ? `Actions for ${current.name}` : 'Actions' }}
      >
        <MenuItem onClick={close}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Rename</ListItemText>
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ShareIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Share</ListItemText>
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Download</ListItemText>
          <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 3 }}>
            Ctrl+D
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem onClick={handleDelete} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </React.Fragment>
  );
}
