import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Languages of the 2,400 titles in a public library's e-book collection.
const languages = [
  { id: 'en', label: 'English', value: 1130 },
  { id: 'es', label: 'Spanish', value: 420 },
  { id: 'fr', label: 'French', value: 310 },
  { id: 'ar', label: 'Arabic', value: 205 },
  { id: 'zh', label: 'Chinese', value: 190 },
  { id: 'other', label: 'Other languages', value: 145 },
];

export default function LegendStylingChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Languages of 2,400 e-books. English 1,130, Spanish 420, French 310, Arabic 205, Chinese 190
        and other languages 145.
      </Typography>
      <PieChart
        height={300}
        margin={{ top: 10, bottom: 90, left: 10, right: 10 }}
        series={[{ data: languages, innerRadius: 50, paddingAngle: 1 }]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            markGap: 6,
            itemGap: 14,
            padding: 0,
            labelStyle: { fontSize: 13 },
          },
        }}
      />
    </Box>
  );
}
