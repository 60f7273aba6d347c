import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

type FieldName =
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'address2'
  | 'city'
  | 'region'
  | 'zip'
  | 'country'
  | 'cardName'
  | 'cardNumber'
  | 'expiry'
  | 'cvv';

type Values = Record<FieldName, string>;

interface FieldSpec {
  name: FieldName;
  label: string;
  autoComplete: string;
  /** Half width from the `sm` breakpoint up. */
  half?: boolean;
  optional?: boolean;
  numeric?: boolean;
  placeholder?: string;
}

const countries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'India',
  'Japan',
];

const steps: { label: string; fields: FieldSpec[] }[] = [
  {
    label: 'Shipping address',
    fields: [
      { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
      { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
      { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1' },
      { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
      { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
      {
        name: 'region',
        label: 'State / Province',
        autoComplete: 'address-level1',
        half: true,
        optional: true,
      },
      { name: 'zip', label: 'ZIP / Postal code', autoComplete: 'postal-code', half: true },
      { name: 'country', label: 'Country', autoComplete: 'country-name', half: true },
    ],
  },
  {
    label: 'Payment details',
    fields: [
      { name: 'cardName', label: 'Name on card', autoComplete: 'cc-name' },
      {
        name: 'cardNumber',
        label: 'Card number',
        autoComplete: 'cc-number',
        numeric: true,
        placeholder: '1234 5678 9012 3456',
      },
      {
        name: 'expiry',
        label: 'Expiry date (MM/YY)',
        autoComplete: 'cc-exp',
        half: true,
        placeholder: 'MM/YY',
      },
      { name: 'cvv', label: 'CVV', autoComplete: 'cc-csc', half: true, numeric: true },
    ],
  },
  { label: 'Review your order', fields: [] },
];

const items = [
  { name: 'Trail running shoes', detail: 'Size 42 · Slate', price: 129 },
  { name: 'Merino socks, 3 pairs', detail: 'Charcoal', price: 36 },
  { name: 'Insulated bottle', detail: '750 ml · Pine', price: 28 },
];
const total = items.reduce((sum, item) => sum + item.price, 0);
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Returns the error to show under a field, or '' when the value is acceptable. */
function validate(field: FieldSpec, raw: string, today = new Date()): string {
  const value = raw.trim();
  if (!value) {
    return field.optional ? '' : `${field.label.replace(/ \(.*\)$/, '')} is required`;
  }
  switch (field.name) {
    case 'zip':
      return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value) ? '' : 'Enter a valid postal code';
    case 'cardNumber': {
      const digits = value.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(digits)) {
        return 'Card number may contain digits only';
      }
      return digits.length >= 13 && digits.length <= 19
        ? ''
        : 'Card number must have 13 to 19 digits';
    }
    case 'expiry': {
      const match = /^(\d{2})\/(\d{2})$/.exec(value);
      if (!match) {
        return 'Use the format MM/YY, for example 08/29';
      }
      const month = Number(match[1]);
      if (month < 1 || month > 12) {
        return 'Month must be between 01 and 12';
      }
      // A card is valid until the end of its expiry month.
      const expires = (2000 + Number(match[2])) * 12 + month;
      const now = today.getFullYear() * 12 + today.getMonth() + 1;
      return expires >= now ? '' : 'This card has expired';
    }
    case 'cvv':
      return /^\d{3,4}$/.test(value) ? '' : 'CVV must be 3 or 4 digits';
    default:
      return '';
  }
}

const emptyValues = Object.fromEntries(
  steps.flatMap((step) => step.fields.map((field) => [field.name, ''])),
) as Values;

function ReviewStep({ values }: { values: Values }) {
  const last4 = values.cardNumber.replace(/\D/g, '').slice(-4);
  const address = [
    values.address1,
    values.address2,
    values.city,
    values.region,
    values.zip,
    values.country,
  ];
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} sm={6}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          Shipping to
        </Typography>
        <Typography>{`${values.firstName} ${values.lastName}`}</Typography>
        <Typography color="text.secondary">{address.filter(Boolean).join(', ')}</Typography>
      </Grid>
      <Grid item xs={12} sm={6}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
          Paying with
        </Typography>
        <Typography>{values.cardName}</Typography>
        <Typography color="text.secondary">
          Card ending in {last4}, expires {values.expiry}
        </Typography>
      </Grid>
    </Grid>
  );
}

/** `mode` is the site's color scheme on the template's page; alone, it follows the system. */
export default function CheckoutTemplate({ mode }: { mode?: PaletteMode }) {
  const prefersSystemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersDark = (mode ?? (prefersSystemDark ? 'dark' : 'light')) === 'dark';
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: prefersDark ? 'dark' : 'light',
          primary: { main: prefersDark ? '#81c784' : '#2e7d32' },
        },
      }),
    [prefersDark],
  );
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState<Values>({ ...emptyValues, country: countries[0] });
  const [touched, setTouched] = React.useState<Partial<Record<FieldName, boolean>>>({});
  const [orderNumber, setOrderNumber] = React.useState('');
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // After each step change, move focus to the new step's heading so screen readers announce it.
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [activeStep]);

  const step = steps[activeStep];
  const errorOf = (field: FieldSpec) =>
    touched[field.name] ? validate(field, values[field.name]) : '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeStep === steps.length - 1) {
      setOrderNumber(`NP-${Math.floor(100000 + Math.random() * 900000)}`);
      setActiveStep(steps.length);
      return;
    }
    const invalid = step.fields.filter((field) => validate(field, values[field.name]));
    setTouched((current) => ({
      ...current,
      ...Object.fromEntries(step.fields.map((f) => [f.name, true])),
    }));
    if (invalid.length > 0) {
      document.getElementById(`checkout-${invalid[0].name}`)?.focus();
      return;
    }
    setActiveStep(activeStep + 1);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
        <AppBar
          position="static"
          color="default"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar>
            <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }} noWrap>
              Northpeak Outfitters
            </Typography>
            <LockOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            <Typography variant="body2">Secure checkout</Typography>
          </Toolbar>
        </AppBar>

        <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
          <Typography component="h1" variant="h4" align="center" gutterBottom>
            Checkout
          </Typography>
          <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 4 }}>
            {steps.map(({ label }) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>

          <Grid container spacing={3}>
            <Grid item xs={12} md={7}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                {activeStep === steps.length ? (
                  <Stack spacing={2} alignItems="flex-start">
                    <CheckCircleOutlineIcon color="primary" fontSize="large" aria-hidden />
                    <Typography
                      ref={headingRef}
                      tabIndex={-1}
                      component="h2"
                      variant="h5"
                      sx={{ outline: 'none' }}
                    >
                      Thank you for your order
                    </Typography>
                    <Typography>
                      Your order number is <strong data-testid="order-number">{orderNumber}</strong>
                      . We have emailed your confirmation and will send an update when it ships.
                    </Typography>
                  </Stack>
                ) : (
                  <form noValidate onSubmit={handleSubmit} aria-labelledby="checkout-step-title">
                    <Typography
                      id="checkout-step-title"
                      ref={headingRef}
                      tabIndex={-1}
                      component="h2"
                      variant="h6"
                      sx={{ mb: 2, outline: 'none' }}
                    >
                      {step.label}
                    </Typography>
                    <Grid container spacing={2}>
                      {step.fields.map((field) => {
                        const error = errorOf(field);
                        return (
                          <Grid item key={field.name} xs={12} sm={field.half ? 6 : 12}>
                            <TextField
                              id={`checkout-${field.name}`}
                              name={field.name}
                              label={field.label}
                              value={values[field.name]}
                              onChange={(event) =>
                                setValues({ ...values, [field.name]: event.target.value })
                              }
                              onBlur={() => setTouched({ ...touched, [field.name]: true })}
                              required={!field.optional}
                              error={Boolean(error)}
                              helperText={error || ' '}
                              autoComplete={field.autoComplete}
                              placeholder={field.placeholder}
                              inputProps={field.numeric ? { inputMode: 'numeric' } : undefined}
                              select={field.name === 'country'}
                              SelectProps={field.name === 'country' ? { native: true } : undefined}
                              fullWidth
                            >
                              {field.name === 'country' &&
                                countries.map((country) => (
                                  <option key={country}>{country}</option>
                                ))}
                            </TextField>
                          </Grid>
                        );
                      })}
                    </Grid>
                    {activeStep === steps.length - 1 && <ReviewStep values={values} />}
                    <Stack direction="row" justifyContent="flex-end" spacing={2} sx={{ mt: 3 }}>
                      {activeStep > 0 && (
                        <Button onClick={() => setActiveStep(activeStep - 1)}>Back</Button>
                      )}
                      <Button type="submit" variant="contained">
                        {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
                      </Button>
                    </Stack>
                  </form>
                )}
              </Paper>
            </Grid>

            <Grid item xs={12} md={5}>
              <Paper
                component="aside"
                aria-labelledby="checkout-summary-title"
                variant="outlined"
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                <Typography id="checkout-summary-title" component="h2" variant="h6" gutterBottom>
                  Order summary
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {items.map((item) => (
                    <Box
                      component="li"
                      key={item.name}
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
                    >
                      <div>
                        <Typography variant="body2">{item.name}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {item.detail}
                        </Typography>
                      </div>
                      <Typography variant="body2">{money(item.price)}</Typography>
                    </Box>
                  ))}
                </Box>
                <Divider sx={{ my: 1 }} />
                <Stack direction="row" justifyContent="space-between">
                  <Typography variant="body2">Shipping</Typography>
                  <Typography variant="body2">Free</Typography>
                </Stack>
                <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>Total</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{money(total)}</Typography>
                </Stack>
              </Paper>
            </Grid>
          </Grid>
        </Container>

        <Box component="footer" sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Northpeak Outfitters · Free returns within 30 days
          </Typography>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
