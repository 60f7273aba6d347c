import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const invoices = [
  { id: 'INV-2041', customer: 'Harbor Coffee', amount: 1240, overdue: false },
  { id: 'INV-2042', customer: 'Northwind Gym', amount: 380, overdue: true },
  { id: 'INV-2043', customer: 'Lumen Studio', amount: 2990, overdue: false },
  { id: 'INV-2044', customer: 'Pine & Co.', amount: 615, overdue: true },
];

export default function ConditionalRows() {
  return (
    <Box component="ul" aria-label="Invoices" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoices.map((invoice, index) => (
        <Box
          component="li"
          key={invoice.id}
          sx={[
            {
              display: 'grid',
              gridTemplateColumns: '96px 1fr auto',
              gap: 2,
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            },
            // Skipped when false: zebra stripes on every other row.
            index % 2 === 1 && { bgcolor: 'action.hover' },
            // A callback reads the theme for what the shorthands cannot express.
            invoice.overdue &&
              ((theme) => ({
                borderInlineStart: `4px solid ${(theme.vars ?? theme).palette.error.main}`,
                bgcolor: theme.vars
                  ? `rgba(${theme.vars.palette.error.mainChannel} / 0.08)`
                  : alpha(theme.palette.error.main, 0.08),
              })),
          ]}
        >
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {invoice.id}
          </Box>
          <span>
            {invoice.customer}
            {invoice.overdue && (
              <Box component="span" sx={{ marginInlineStart: 1, fontWeight: 'bold' }}>
                Overdue
              </Box>
            )}
          </span>
          <Box component="span" sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
            ${invoice.amount.toLocaleString('en-US')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
