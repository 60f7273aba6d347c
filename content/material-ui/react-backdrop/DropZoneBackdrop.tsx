import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function DropZoneBackdrop() {
  const [dragging, setDragging] = React.useState(false);
  const [files, setFiles] = React.useState<string[]>([]);
  // dragenter and dragleave fire for every child crossed: count them to know when the file left.
  const depth = React.useRef(0);

  const addFiles = (list: FileList | null) => {
    if (list && list.length > 0) {
      setFiles((previous) => [...previous, ...Array.from(list, (file) => file.name)]);
    }
  };

  return (
    <Box
      onDragEnter={(event) => {
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current === 0) {
          setDragging(false);
        }
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        addFiles(event.dataTransfer.files);
      }}
      sx={{
        position: 'relative',
        minHeight: 200,
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography gutterBottom>Drag files from your computer onto this area, or:</Typography>
      {/* The keyboard way to the same result: a file input behind a button. */}
      <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
        Choose files
        <input type="file" multiple hidden onChange={(event) => addFiles(event.target.files)} />
      </Button>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
        {files.length === 0 ? 'No files added.' : `Added: ${files.join(', ')}`}
      </Typography>
      {/* Shown while a file is dragged over the area; pointer-events none lets drops through. */}
      <Backdrop
        open={dragging}
        sx={{
          position: 'absolute',
          borderRadius: 1,
          flexDirection: 'column',
          gap: 1,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          pointerEvents: 'none',
        }}
      >
        <CloudUploadIcon fontSize="large" />
        <Typography>Drop to upload</Typography>
      </Backdrop>
    </Box>
  );
}
