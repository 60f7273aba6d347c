import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, styled, useTheme, useThemeProps } from '@mui/material/styles';
import type {
  ComponentsOverrides,
  ComponentsVariants,
  Theme as MuiTheme,
} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface AppMetricProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  value: string;
  unit?: string;
  trend?: 'up' | 'down';
}

// Tells TypeScript that the theme may hold an `AppMetric` entry.
declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    AppMetric: Partial<AppMetricProps>;
  }
  interface ComponentNameToClassKey {
    AppMetric: 'root' | 'label' | 'value';
  }
  interface Components {
    AppMetric?: {
      defaultProps?: ComponentsPropsList['AppMetric'];
      styleOverrides?: ComponentsOverrides<MuiTheme>['AppMetric'];
      variants?: ComponentsVariants<MuiTheme>['AppMetric'];
    };
  }
}

type OwnerState = AppMetricProps & { trend: 'up' | 'down' };

const MetricRoot = styled('div', { name: 'AppMetric', slot: 'root' })<{
  ownerState: OwnerState;
}>(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  minWidth: 150,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderInlineStart: `4px solid ${(theme.vars ?? theme).palette.success.main}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
}));

const MetricLabel = styled('div', { name: 'AppMetric', slot: 'label' })(({ theme }) => ({
  ...theme.typography.overline,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const MetricValue = styled('div', { name: 'AppMetric', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  color: (theme.vars ?? theme).palette.text.primary,
}));

function AppMetric(inProps: AppMetricProps) {
  const props = useThemeProps({ props: inProps, name: 'AppMetric' });
  const { label, value, unit, trend = 'up', ...other } = props;
  const ownerState: OwnerState = { ...props, trend };
  return (
    <MetricRoot ownerState={ownerState} {...other}>
      <MetricLabel>{label}</MetricLabel>
      <MetricValue>
        {value}
        {unit ? ` ${unit}` : null}
      </MetricValue>
    </MetricRoot>
  );
}

export default function ThemedMetric() {
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      // Built on the page's theme, so the mode, direction and colors stay the page's.
      createTheme(outerTheme, {
        components: {
          AppMetric: {
            defaultProps: { unit: 'ms' },
            styleOverrides: {
              value: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
            },
            variants: [
              {
                props: { trend: 'down' },
                style: ({ theme: t }: { theme: MuiTheme }) => ({
                  borderInlineStartColor: (t.vars ?? t).palette.error.main,
                }),
              },
            ],
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AppMetric label="Median response" value="182" />
        <AppMetric label="95th percentile" value="640" trend="down" />
        <AppMetric label="Uptime (30 days)" value="99.98" unit="%" />
      </Stack>
    </ThemeProvider>
  );
}
