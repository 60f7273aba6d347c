import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridAggregationModel,
  GridToolbar,
} from '@mui/x-data-grid-premium';
import { useDemoData } from '@mui/x-data-grid-generator';

type DataSet = 'Commodity' | 'Employee';

const ROW_COUNTS = [1000, 10000, 100000];

/** The grouping and totals that suit each generated dataset. */
const PRESETS: Record<DataSet, { grouping: string[]; aggregation: GridAggregationModel }> = {
  Commodity: {
    grouping: ['commodity'],
    aggregation: { quantity: 'sum', totalPrice: 'sum', pnl: 'sum' },
  },
  Employee: {
    grouping: ['country'],
    aggregation: { salary: 'avg', rating: 'avg' },
  },
};

const numberFormat = new Intl.NumberFormat('en-US');

export default function FullFeaturedPremiumGrid() {
  const [dataSet, setDataSet] = React.useState<DataSet>('Commodity');
  const [rowLength, setRowLength] = React.useState(10000);
  const { data, loading, loadNewData } = useDemoData({
    dataSet,
    rowLength,
    maxColumns: 40,
    editable: true,
  });
  const preset = PRESETS[dataSet];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup
          aria-label="Dataset"
          size="small"
          exclusive
          value={dataSet}
          onChange={(_event, value: DataSet | null) => value && setDataSet(value)}
        >
          <ToggleButton value="Commodity">Commodities</ToggleButton>
          <ToggleButton value="Employee">Employees</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          aria-label="Number of rows"
          size="small"
          exclusive
          value={rowLength}
          onChange={(_event, value: number | null) => value && setRowLength(value)}
        >
          {ROW_COUNTS.map((count) => (
            <ToggleButton key={count} value={count}>
              {count >= 1000 ? `${count / 1000}k` : count} rows
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={loadNewData}>
          New data
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1 }}>
          {loading
            ? `Generating ${numberFormat.format(rowLength)} rows…`
            : `${numberFormat.format(data.rows.length)} rows`}
        </Typography>
      </Stack>
      <Box sx={{ height: 600, width: '100%' }}>
        <DataGridPremium
          // A new dataset has other columns: remount with its own grouping and totals.
          key={dataSet}
          {...data}
          loading={loading}
          checkboxSelection
          disableRowSelectionOnClick
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            ...data.initialState,
            rowGrouping: { model: preset.grouping },
            aggregation: { model: preset.aggregation },
            pinnedColumns: {
              left: [
                GRID_CHECKBOX_SELECTION_COL_DEF.field,
                GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
              ],
            },
          }}
        />
      </Box>
    </Stack>
  );
}
