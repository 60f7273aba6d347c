import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Tickets sold (thousands) by a regional theater network, this year and last year.
const lastYear = [18.4, 14.2, 9.8, 22.6];
const thisYear = [20.1, 15.9, 12.4, 24.3];

export default function ChartDataTableToggle() {
  const [showTable, setShowTable] = React.useState(false);
  const tableId = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Theater tickets sold per quarter: every quarter beats last year, with the largest rise in Q3
        (from 9,800 to 12,400 tickets).
      </Typography>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { data: lastYear, label: 'Last year' },
          { data: thisYear, label: 'This year' },
        ].map((item) => ({
          ...item,
          valueFormatter: (value: number | null) => `${value}k tickets`,
        }))}
      />
      <Button
        size="small"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((previous) => !previous)}
      >
        {showTable ? 'Hide the data' : 'Show the data as a table'}
      </Button>
      <Table id={tableId} size="small" hidden={!showTable} sx={{ maxWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Quarter
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Last year
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              This year
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quarters.map((quarter, index) => (
            <TableRow key={quarter}>
              <TableCell component="th" scope="row">
                {quarter}
              </TableCell>
              <TableCell align="right">
                {(lastYear[index] * 1000).toLocaleString('en-US')}
              </TableCell>
              <TableCell align="right">
                {(thisYear[index] * 1000).toLocaleString('en-US')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
