import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => index + 1);
// Daily readings of an air-quality sensor (PM2.5 in µg/m³); the sensor was offline on days 5-7.
const pm25: (number | null)[] = [12, 14, 11, 18, null, null, null, 22, 19, 15, 13, 17, 21, 16];

export default function MissingValuesLineChart() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Daily PM2.5 readings over two weeks, between 11 and 22 µg/m³; the sensor sent no data on
        days 5 to 7.
      </Typography>
      <FormControlLabel
        sx={{ pl: 1 }}
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="Connect across missing days"
      />
      <LineChart
        height={280}
        xAxis={[{ data: days, label: 'Day', tickMinStep: 1 }]}
        series={[
          {
            data: pm25,
            label: 'PM2.5 (µg/m³)',
            connectNulls,
            valueFormatter: (value) => (value === null ? 'no data' : `${value} µg/m³`),
          },
        ]}
      />
    </Box>
  );
}
