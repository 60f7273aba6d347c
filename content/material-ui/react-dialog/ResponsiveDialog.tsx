import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';

export default function ResponsiveDialog() {
  const theme = useTheme();
  // Below the `md` breakpoint (900px in the default theme) the dialog takes the whole screen.
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Narrow the window below 900px, then open the dialog: it fills the screen.
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        Export report
      </Button>
      <Dialog fullScreen={isSmallScreen} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Export the Q3 revenue report</DialogTitle>
        <DialogContent>
          <FormLabel id="export-format-label">File format</FormLabel>
          <RadioGroup aria-labelledby="export-format-label" defaultValue="xlsx" name="format">
            <FormControlLabel value="xlsx" control={<Radio />} label="Excel workbook (.xlsx)" />
            <FormControlLabel
              value="csv"
              control={<Radio />}
              label="Comma-separated values (.csv)"
            />
            <FormControlLabel value="pdf" control={<Radio />} label="PDF, print-ready (.pdf)" />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Export
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
