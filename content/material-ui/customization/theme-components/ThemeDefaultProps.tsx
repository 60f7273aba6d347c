import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Default props: the values a component takes when the prop is not given.
// Typed as ThemeOptions['components']: TypeScript checks the names, the props and the callbacks.
const components: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { variant: 'outlined', disableElevation: true } },
  MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  MuiPaper: { defaultProps: { variant: 'outlined' } },
};

const withDefaults = (outerTheme: Theme) => createTheme(outerTheme, { components });

function Form({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        <TextField label={`City (${title.toLowerCase()})`} />
        <Stack direction="row" spacing={1}>
          <Button>Cancel</Button>
          {/* An explicit prop always wins over the theme's default. */}
          <Button variant="contained">Save</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export default function ThemeDefaultProps() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Form title="Library defaults" />
      <ThemeProvider theme={withDefaults}>
        <Form title="Theme defaults" />
      </ThemeProvider>
    </Stack>
  );
}
