import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';

const actions = [
  { name: 'New document', icon: <NoteAddIcon /> },
  { name: 'New folder', icon: <CreateNewFolderIcon /> },
  { name: 'Upload a file', icon: <UploadFileIcon /> },
];

export default function BasicSpeedDial() {
  const [lastAction, setLastAction] = React.useState(
    'Point at the button, or focus it, to see the actions.',
  );

  return (
    // A bounded area: in an app, the speed dial is usually fixed to a corner of the window.
    <Box
      sx={{
        position: 'relative',
        height: 320,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {lastAction}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => setLastAction(`${action.name}: done.`)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
