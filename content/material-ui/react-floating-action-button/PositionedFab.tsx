import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

const notes = [
  { title: 'Groceries', excerpt: 'Oat milk, lemons, basil, sourdough' },
  { title: 'Standup', excerpt: 'Ship the invoice export; review Priya’s PR' },
  { title: 'Trip to Porto', excerpt: 'Book the train for Friday 9:40' },
  { title: 'Reading list', excerpt: 'Designing Data-Intensive Applications' },
];

export default function PositionedFab() {
  return (
    <Paper variant="outlined" sx={{ position: 'relative', height: 300, overflow: 'hidden' }}>
      <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2 }}>
        Notes
      </Typography>
      <Box role="region" aria-label="Notes" tabIndex={0} sx={{ height: 240, overflow: 'auto' }}>
        <List>
          {notes.map((note) => (
            <ListItem key={note.title}>
              <ListItemText primary={note.title} secondary={note.excerpt} />
            </ListItem>
          ))}
        </List>
      </Box>
      {/* In an app, position: 'fixed' keeps it above the page instead of this card. */}
      <Fab
        color="primary"
        aria-label="New note"
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <EditIcon />
      </Fab>
    </Paper>
  );
}
