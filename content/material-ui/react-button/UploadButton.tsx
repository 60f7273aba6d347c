import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function UploadButton() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      {/* The native input stays hidden; the button opens its file picker. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*,.pdf"
        multiple
        hidden
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Button
        variant="outlined"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Upload receipts
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {files.length === 0 ? 'No file chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
