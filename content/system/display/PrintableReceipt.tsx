import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const lines = [
  { item: 'Espresso beans, 1 kg', amount: '$24.00' },
  { item: 'Ceramic pour-over', amount: '$32.50' },
  { item: 'Shipping', amount: '$5.00' },
];

export default function PrintableReceipt() {
  return (
    <Box sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="h3" sx={{ m: 0, mb: 1, typography: 'h6' }}>
        Receipt #A-3391
      </Box>
      {lines.map((line) => (
        <Box key={line.item} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <span>{line.item}</span>
          <span>{line.amount}</span>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          pt: 1,
          mt: 1,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 'bold',
        }}
      >
        <span>Total</span>
        <span>$61.50</span>
      </Box>
      {/* Not printed. */}
      <Box sx={{ displayPrint: 'none', display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" size="small">
          Download PDF
        </Button>
        <Button size="small">Email receipt</Button>
      </Box>
      {/* Printed only. */}
      <Box sx={{ display: 'none', displayPrint: 'block', mt: 2, typography: 'caption' }}>
        Thank you for shopping at Roast & Pour. Returns within 30 days with this receipt.
      </Box>
    </Box>
  );
}
