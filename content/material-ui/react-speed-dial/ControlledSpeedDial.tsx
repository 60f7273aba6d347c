import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import MicIcon from '@mui/icons-material/Mic';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import NoteAddIcon from '@mui/icons-material/NoteAdd';

const actions = [
  { name: 'Text note', icon: <NoteAddIcon /> },
  { name: 'Photo', icon: <PhotoCameraIcon /> },
  { name: 'Voice memo', icon: <MicIcon /> },
];

export default function ControlledSpeedDial() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 320,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* A backdrop inside the frame dims the content while the actions are shown. */}
      <Backdrop open={open} sx={{ position: 'absolute', zIndex: 1 }} />
      <SpeedDial
        ariaLabel="Add a note"
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16, zIndex: 2 }}
        // The icon turns into a pencil while open, instead of the default rotation.
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            // Labels always shown: touch screens have no hover to reveal tooltips.
            tooltipOpen
            onClick={() => setOpen(false)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
