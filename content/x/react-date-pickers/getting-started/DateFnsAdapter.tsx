import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, isValid } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DateFnsAdapter() {
  const [invoiceDate, setInvoiceDate] = React.useState<Date | null>(new Date(2024, 4, 14));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Invoice date" value={invoiceDate} onChange={setInvoiceDate} />
        <Typography variant="body2" aria-live="polite">
          date-fns value:{' '}
          {invoiceDate && isValid(invoiceDate) ? format(invoiceDate, 'EEEE, MMMM do yyyy') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
