import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Fixed figures, so that the server and the browser render the same table.
const visits = [4210, 3980, 4512, 4870, 5233, 5102, 4760, 4390, 5011, 5540, 5892, 6230];
const signups = [312, 290, 344, 365, 402, 398, 351, 330, 388, 421, 455, 497];

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

export default function TableStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Monthly traffic, scrollable"
      sx={{ height: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader stickyFooter hoverRow aria-label="Monthly traffic in 2024">
        <thead>
          <tr>
            <th>Month</th>
            <th style={{ textAlign: 'end' }}>Visits</th>
            <th style={{ textAlign: 'end' }}>Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <td>{month}</td>
              <td style={{ textAlign: 'end' }}>{visits[index].toLocaleString('en-US')}</td>
              <td style={{ textAlign: 'end' }}>{signups[index].toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td style={{ textAlign: 'end' }}>{total(visits).toLocaleString('en-US')}</td>
            <td style={{ textAlign: 'end' }}>{total(signups).toLocaleString('en-US')}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
