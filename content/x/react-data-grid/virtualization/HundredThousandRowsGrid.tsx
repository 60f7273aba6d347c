import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRenderedRowsIntervalChangeParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  site: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const ROW_COUNT = 100_000;
const sites = ['Oslo', 'Lyon', 'Porto', 'Graz', 'Turku', 'Ghent', 'Cork', 'Brno'];

function generateReadings(count: number): Reading[] {
  const readings: Reading[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    readings[index] = {
      id: index + 1,
      sensor: `S-${String(index + 1).padStart(6, '0')}`,
      site: sites[index % sites.length],
      temperature: Math.round((12 + Math.sin(index / 50) * 9) * 10) / 10,
      humidity: 30 + ((index * 13) % 60),
      battery: 100 - ((index * 7) % 100),
    };
  }
  return readings;
}

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'site', headerName: 'Site', width: 110 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

interface Measurement {
  generateMs: number;
  firstRowsMs: number;
}

export default function HundredThousandRowsGrid() {
  const apiRef = useGridApiRef();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const clickedAt = React.useRef(0);
  const [rows, setRows] = React.useState<Reading[] | null>(null);
  const [measurement, setMeasurement] = React.useState<Measurement | null>(null);
  const [domRows, setDomRows] = React.useState(0);
  const [slice, setSlice] = React.useState<GridRenderedRowsIntervalChangeParams | null>(null);

  const handleMount = () => {
    setMeasurement(null);
    setSlice(null);
    clickedAt.current = performance.now();
    const generated = generateReadings(ROW_COUNT);
    const generateMs = performance.now() - clickedAt.current;
    setMeasurement({ generateMs, firstRowsMs: 0 });
    setRows(generated);
  };

  const countRowElements = React.useCallback(
    () => containerRef.current?.querySelectorAll('[role="row"][data-id]').length ?? 0,
    [],
  );

  // After mounting, wait for the first frame in which the grid shows rows: that is the time
  // the reader waits. Count the row elements the browser actually holds.
  React.useEffect(() => {
    if (!rows) {
      return undefined;
    }
    let frame = 0;
    const waitForRows = () => {
      const count = countRowElements();
      if (count === 0) {
        frame = requestAnimationFrame(waitForRows);
        return;
      }
      const firstRowsMs = performance.now() - clickedAt.current;
      setMeasurement((prev) => (prev ? { ...prev, firstRowsMs } : prev));
      setDomRows(count);
    };
    frame = requestAnimationFrame(waitForRows);
    const unsubscribe = apiRef.current.subscribeEvent('renderedRowsIntervalChange', (params) => {
      setSlice(params);
      // The new slice is in the DOM on the next frame.
      requestAnimationFrame(() => setDomRows(countRowElements()));
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [apiRef, rows, countRowElements]);

  const ready = measurement !== null && measurement.firstRowsMs > 0;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button variant="contained" onClick={handleMount}>
          {rows ? 'Measure again' : 'Render 100,000 rows'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Measured in your browser, on this page.
        </Typography>
      </Stack>
      <Box role="status" sx={{ typography: 'body2', minHeight: 60 }}>
        {ready && measurement ? (
          <React.Fragment>
            <div data-testid="first-render-time">
              First rows on screen {Math.round(measurement.firstRowsMs)} ms after the click
              (generating the data took {Math.round(measurement.generateMs)} ms of it).
            </div>
            <div data-testid="dom-row-count">
              Row elements in the DOM: {domRows} of {ROW_COUNT.toLocaleString('en-US')} rows.
            </div>
            {slice ? (
              <div>
                Rendered slice: rows {slice.firstRowToRender + 1} to {slice.lastRowToRender}.
              </div>
            ) : null}
          </React.Fragment>
        ) : (
          rows && 'Measuring…'
        )}
      </Box>
      <Box ref={containerRef} sx={{ height: 400, width: '100%' }}>
        {rows ? (
          <DataGridPro
            // A new key for each run: the grid mounts from scratch, as on a first visit.
            key={clickedAt.current}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            aria-label="100,000 sensor readings"
          />
        ) : (
          <Box
            data-grid-on-demand
            sx={{
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              color: 'text.secondary',
              typography: 'body2',
            }}
          >
            The grid mounts when you press the button.
          </Box>
        )}
      </Box>
    </Stack>
  );
}
