import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const formats = ['PDF document', 'Word document', 'Markdown', 'Plain text'];

export default function BasicMenu() {
  // The menu opens under this element; null means closed.
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [lastExport, setLastExport] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);

  const handleExport = (format: string) => {
    setLastExport(format);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        id="export-button"
        variant="outlined"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-controls={open ? 'export-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id="export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'export-button' }}
      >
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => handleExport(format)}>
            {format}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" color="text.secondary" role="status">
        {lastExport ? `Exported as ${lastExport}.` : 'Nothing exported yet.'}
      </Typography>
    </Stack>
  );
}
