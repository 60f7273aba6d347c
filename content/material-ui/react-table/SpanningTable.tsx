import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Line {
  description: string;
  hours: number;
  rate: number;
}

const VAT_RATE = 0.2;

const lines: Line[] = [
  { description: 'Discovery workshop', hours: 6, rate: 95 },
  { description: 'Interface design', hours: 24, rate: 85 },
  { description: 'Front-end development', hours: 40, rate: 90 },
  { description: 'Accessibility audit', hours: 8, rate: 110 },
];

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const subtotal = lines.reduce((sum, line) => sum + line.hours * line.rate, 0);
const vat = subtotal * VAT_RATE;

export default function SpanningTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="Invoice for the website redesign">
        <TableHead>
          <TableRow>
            <TableCell colSpan={3}>Website redesign, April 2024</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Service</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{currency.format(line.rate)}</TableCell>
              <TableCell align="right">{currency.format(line.hours * line.rate)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell three rows tall keeps the totals under the number columns. */}
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{currency.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(VAT_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{currency.format(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'fontWeightBold' }}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'fontWeightBold' }}>
              {currency.format(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
