import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { useDemoData } from '@mui/x-data-grid-generator';

export default function ExcelExportProgressGrid() {
  const apiRef = useGridApiRef();
  const [pending, setPending] = React.useState(false);
  const { data, loading } = useDemoData({ dataSet: 'Commodity', rowLength: 2000, maxColumns: 12 });

  // The grid reports 'pending' when it starts building the workbook and 'finished' when the file is ready.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('excelExportStateChange', (state) =>
        setPending(state === 'pending'),
      ),
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ height: 480 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          size="small"
          variant="contained"
          disabled={pending || loading}
          onClick={() => apiRef.current.exportDataAsExcel({ fileName: 'commodity-trades' })}
        >
          Export 2,000 trades to Excel
        </Button>
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          {pending && <CircularProgress size={18} aria-hidden />}
          <Typography variant="body2" color="text.secondary">
            {pending ? 'Building the workbook…' : 'Ready'}
          </Typography>
        </Stack>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium {...data} apiRef={apiRef} loading={loading} />
      </Box>
    </Stack>
  );
}
