import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const quotes = [
  { text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' },
  { text: 'Make it work, make it right, make it fast.', author: 'Kent Beck' },
  { text: 'The best code is no code at all.', author: 'Jeff Atwood' },
  {
    text: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson',
  },
  { text: 'Premature optimization is the root of all evil.', author: 'Donald Knuth' },
  { text: 'Weeks of coding can save you hours of planning.', author: 'Unknown' },
];

export default function ServerRenderedMasonry() {
  return (
    // The defaults describe the layout before the browser can measure: 3 columns, spacing 1, 320px.
    <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={320}>
      {quotes.map((quote) => (
        <Paper key={quote.author} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2">“{quote.text}”</Typography>
          <Typography variant="caption" color="text.secondary">
            {quote.author}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
