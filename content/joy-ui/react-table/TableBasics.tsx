import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-1041', client: 'Northwind Traders', issued: 'Mar 3, 2025', amount: 1240 },
  { id: 'INV-1042', client: 'Blue Harbor Café', issued: 'Mar 5, 2025', amount: 385.5 },
  { id: 'INV-1043', client: 'Tanaka Design', issued: 'Mar 9, 2025', amount: 2315 },
  { id: 'INV-1044', client: 'Greenfield Farms', issued: 'Mar 12, 2025', amount: 410.75 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function TableBasics() {
  return (
    <Table>
      <caption>Invoices issued in March 2025</caption>
      <thead>
        <tr>
          <th style={{ width: '25%' }}>Invoice</th>
          <th>Client</th>
          <th>Issued</th>
          <th style={{ textAlign: 'end' }}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.id}</td>
            <td>{invoice.client}</td>
            <td>{invoice.issued}</td>
            <td style={{ textAlign: 'end' }}>{currency.format(invoice.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
