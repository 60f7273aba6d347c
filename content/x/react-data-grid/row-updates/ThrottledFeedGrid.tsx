import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  name: string;
  bid: number;
  ask: number;
  ticks: number;
}

const CURRENCY_PAIRS: Quote[] = [
  { id: 'EUR/USD', name: 'Euro / US dollar', bid: 1.0842, ask: 1.0844, ticks: 0 },
  { id: 'GBP/USD', name: 'Pound / US dollar', bid: 1.2651, ask: 1.2654, ticks: 0 },
  { id: 'USD/JPY', name: 'US dollar / Yen', bid: 151.23, ask: 151.26, ticks: 0 },
  { id: 'AUD/USD', name: 'Australian / US dollar', bid: 0.6521, ask: 0.6523, ticks: 0 },
  { id: 'USD/CHF', name: 'US dollar / Swiss franc', bid: 0.9012, ask: 0.9015, ticks: 0 },
  { id: 'USD/CAD', name: 'US dollar / Canadian dollar', bid: 1.3598, ask: 1.3601, ticks: 0 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Pair', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'bid', headerName: 'Bid', type: 'number', width: 100 },
  { field: 'ask', headerName: 'Ask', type: 'number', width: 100 },
  { field: 'ticks', headerName: 'Ticks', type: 'number', width: 90 },
];

export default function ThrottledFeedGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [batched, setBatched] = React.useState(true);
  const latest = React.useRef<Quote[]>([...CURRENCY_PAIRS]);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // About 50 ticks a second, each moving one pair's price a little. The feed keeps its own
    // copy: with throttling, the grid's rows lag behind until the next batch.
    const timer = window.setInterval(() => {
      const index = Math.floor(Math.random() * latest.current.length);
      const quote = latest.current[index];
      const decimals = quote.bid > 10 ? 2 : 4;
      const step = (Math.random() - 0.5) * (quote.bid > 10 ? 0.05 : 0.0005);
      const next = {
        ...quote,
        bid: Number((quote.bid + step).toFixed(decimals)),
        ask: Number((quote.ask + step).toFixed(decimals)),
        ticks: quote.ticks + 1,
      };
      latest.current[index] = next;
      apiRef.current.updateRows([next]);
    }, 20);
    return () => window.clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <FormControlLabel
          control={
            <Switch checked={batched} onChange={(event) => setBatched(event.target.checked)} />
          }
          label="Apply updates once a second"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={CURRENCY_PAIRS}
          columns={columns}
          throttleRowsMs={batched ? 1000 : 0}
          hideFooter
          aria-label="Currency quotes"
        />
      </Box>
    </Box>
  );
}
