import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';

export default function VerticalDividers() {
  return (
    <Box
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton aria-label="Bold" size="small">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic" size="small">
        <FormatItalicIcon />
      </IconButton>
      {/* flexItem: takes the height of the flex row instead of collapsing to 0 */}
      <Divider orientation="vertical" flexItem aria-orientation="vertical" />
      <IconButton aria-label="Bulleted list" size="small">
        <FormatListBulletedIcon />
      </IconButton>
      <IconButton aria-label="Numbered list" size="small">
        <FormatListNumberedIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem aria-orientation="vertical" />
      <IconButton aria-label="Insert link" size="small">
        <InsertLinkIcon />
      </IconButton>
    </Box>
  );
}
