import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Article {
  id: number;
  slug: string;
  title: string;
  summary: string;
  words: number;
}

const rows: Article[] = [
  {
    id: 1,
    slug: 'tide-tables',
    title: 'Reading tide tables',
    summary: 'How high and low water times are predicted, and why they drift each day.',
    words: 1840,
  },
  {
    id: 2,
    slug: 'sourdough',
    title: 'A slower sourdough',
    summary: 'Cold fermentation for a more sour loaf with an open crumb.',
    words: 2210,
  },
  {
    id: 3,
    slug: 'night-sky',
    title: 'The night sky in May',
    summary: 'Planets, meteor showers and the constellations visible after dusk.',
    words: 960,
  },
];

const columns: GridColDef<Article>[] = [
  // Fixed width: never grows or shrinks.
  { field: 'slug', headerName: 'Slug (width 120)', width: 120 },
  // flex 1 and flex 2 share the free space in a 1:2 ratio, but never go below minWidth.
  { field: 'title', headerName: 'Title (flex 1)', flex: 1, minWidth: 150 },
  { field: 'summary', headerName: 'Summary (flex 2)', flex: 2, minWidth: 200 },
  { field: 'words', headerName: 'Words', type: 'number', width: 90 },
];

export default function WidthAndFlexGrid() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2" gutterBottom>
        Container width: {containerWidth}%
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={containerWidth}
        min={40}
        max={100}
        step={5}
        onChange={(_event, value) => setContainerWidth(value as number)}
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Box sx={{ height: 260, width: `${containerWidth}%` }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
