import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

interface Region {
  id: string;
  label: string;
  stores: { label: string; value: number }[];
}

// Yearly revenue (M€) of a furniture chain, by region and store.
const regions: Region[] = [
  {
    id: 'north',
    label: 'North',
    stores: [
      { label: 'Hamburg', value: 14 },
      { label: 'Bremen', value: 7 },
      { label: 'Kiel', value: 4 },
    ],
  },
  {
    id: 'west',
    label: 'West',
    stores: [
      { label: 'Cologne', value: 16 },
      { label: 'Düsseldorf', value: 11 },
    ],
  },
  {
    id: 'south',
    label: 'South',
    stores: [
      { label: 'Munich', value: 21 },
      { label: 'Stuttgart', value: 12 },
      { label: 'Nuremberg', value: 8 },
    ],
  },
];

const sum = (stores: Region['stores']) => stores.reduce((total, store) => total + store.value, 0);

export default function DrillDownPieChart() {
  const [regionId, setRegionId] = React.useState<string | null>(null);
  const region = regions.find((item) => item.id === regionId);

  const data = region
    ? region.stores.map((store) => ({ id: store.label, ...store }))
    : regions.map((item) => ({ id: item.id, label: item.label, value: sum(item.stores) }));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {region
          ? `Revenue of the ${region.label} region by store: ${region.stores
              .map((store) => `${store.label} €${store.value}M`)
              .join(', ')}.`
          : 'Revenue by region: South €41M, West €27M, North €25M. Choose a region to see its stores.'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} useFlexGap flexWrap="wrap">
        {regions.map((item) => (
          <Button
            key={item.id}
            size="small"
            variant={item.id === regionId ? 'contained' : 'outlined'}
            onClick={() => setRegionId(item.id)}
          >
            {item.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setRegionId(null)} disabled={!region}>
          All regions
        </Button>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            data,
            innerRadius: 40,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => `€${item.value}M`,
          },
        ]}
        onClick={(event, identifier) => {
          if (!region) {
            setRegionId(regions[identifier.dataIndex]?.id ?? null);
          }
        }}
      />
    </Box>
  );
}
