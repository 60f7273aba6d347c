import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

type Sorting = 'none' | 'desc' | 'asc';

// Visitors to an online shop last week by country, in the order the analytics export lists them.
const visitors = [
  { id: 'fr', label: 'France', value: 4820 },
  { id: 'de', label: 'Germany', value: 7310 },
  { id: 'it', label: 'Italy', value: 2150 },
  { id: 'nl', label: 'Netherlands', value: 1390 },
  { id: 'es', label: 'Spain', value: 3040 },
  { id: 'other', label: 'Other', value: 1960 },
];

export default function SortedHighlightPieChart() {
  const [sorting, setSorting] = React.useState<Sorting>('desc');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Online shop visitors last week by country: Germany 7,310, France 4,820, Spain 3,040, Italy
        2,150, the Netherlands 1,390 and other countries 1,960.
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sorting}
        onChange={(event, value: Sorting | null) => value && setSorting(value)}
        aria-label="Sorting of the arcs"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={300}
        series={[
          {
            data: visitors,
            sortingValues: sorting,
            innerRadius: 40,
            outerRadius: 110,
            cornerRadius: 3,
            arcLabel: 'label',
            arcLabelMinAngle: 35,
            highlightScope: { highlighted: 'item', faded: 'global' },
            // The hovered arc grows by 10 px; the others keep their size but lose their color.
            highlighted: { additionalRadius: 10 },
            faded: { additionalRadius: 0, color: 'gray' },
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} visitors`,
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 13 } }}
      />
    </Box>
  );
}
