import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import MicIcon from '@mui/icons-material/Mic';
import NoteAddIcon from '@mui/icons-material/NoteAdd';

const notes = [
  ['Groceries', 'Oat milk, lemons, basil, rye bread'],
  ['Gift ideas', 'Ceramic class for Ines, a field guide to birds for Dad'],
  ['Trip to Porto', 'Book the river cruise; lunch at the market'],
  ['Reading list', '“Braiding Sweetgrass”, “The Overstory”'],
  ['Bike repair', 'Replace the rear brake pads before Sunday'],
  ['Podcast notes', 'Episode 42: how ferments work'],
  ['Garden', 'Sow carrots in late March, tomatoes in May'],
  ['Meeting prep', 'Numbers for Q2, questions for the design team'],
  ['Recipes to try', 'Shakshuka, miso aubergine, lemon drizzle cake'],
  ['Passwords', 'Turn on two-step sign-in for the bank'],
];

export default function HideOnScrollSpeedDial() {
  const [hidden, setHidden] = React.useState(false);
  const lastScrollTop = React.useRef(0);

  // Hide while the reader scrolls down to read; show again as soon as they scroll up.
  const handleScroll = (event: React.UIEvent<HTMLElement>) => {
    const { scrollTop } = event.currentTarget;
    setHidden(scrollTop > lastScrollTop.current && scrollTop > 24);
    lastScrollTop.current = scrollTop;
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 340,
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box
        role="region"
        aria-label="Notes"
        tabIndex={0}
        onScroll={handleScroll}
        sx={{ height: '100%', overflowY: 'auto', pb: 10 }}
      >
        <List>
          {notes.map(([title, text]) => (
            <ListItem key={title}>
              <ListItemText primary={title} secondary={text} />
            </ListItem>
          ))}
        </List>
      </Box>
      <SpeedDial
        ariaLabel="New note"
        hidden={hidden}
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <SpeedDialAction icon={<NoteAddIcon />} tooltipTitle="Text note" />
        <SpeedDialAction icon={<MicIcon />} tooltipTitle="Voice memo" />
      </SpeedDial>
    </Box>
  );
}
