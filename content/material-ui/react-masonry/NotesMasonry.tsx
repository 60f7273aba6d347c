import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Groceries', body: 'Oat milk, lemons, basil, sourdough, coffee beans.' },
  {
    title: 'Book club',
    body: 'Thursday at 7 pm at Nadia’s. Finish chapters 9 to 14 and bring a question.',
  },
  { title: 'Wi-Fi', body: 'Network: Attic-5G' },
  {
    title: 'Trip ideas',
    body: 'Azores in September: hike Sete Cidades, whale watching from Ponta Delgada, thermal baths in Furnas, and a day on São Jorge for the cheese.',
  },
  { title: 'Call the plumber', body: 'Kitchen tap drips. Ask about the boiler service too.' },
  { title: 'Gift for Sam', body: 'Fountain pen or a pottery class.' },
  {
    title: 'Reading list',
    body: 'The Overstory; Piranesi; A Psalm for the Wild-Built; Braiding Sweetgrass; The Dispossessed.',
  },
  { title: 'Passwords', body: 'Move everything to the password manager this weekend.' },
];

export default function NotesMasonry() {
  return (
    <Box sx={{ minHeight: 360 }}>
      {/* Each note keeps its height; Masonry puts it in the shortest column. */}
      <Masonry columns={3} spacing={2}>
        {notes.map((note) => (
          <Paper key={note.title} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
