import { createTheme, styled, ThemeProvider, useThemeProps } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

interface StatProps {
  label: string;
  value: string;
  trend?: 'up' | 'down';
  variant?: 'outlined' | 'plain';
}

const StatRoot = styled('div', { name: 'AppStat', slot: 'Root' })<{ ownerState: StatProps }>(
  ({ theme, ownerState }) => ({
    padding: theme.spacing(2),
    borderRadius: 8,
    minWidth: 150,
    border: ownerState.variant === 'outlined' ? '1px solid rgba(128, 128, 128, 0.5)' : 'none',
  }),
);

const StatValue = styled('div', { name: 'AppStat', slot: 'Value' })({
  fontSize: 28,
  fontWeight: 700,
});

function Stat(inProps: StatProps) {
  // Props from theme.components.AppStat.defaultProps, under the ones passed here.
  const props = useThemeProps({ props: inProps, name: 'AppStat' });
  const { label, value, trend } = props;
  return (
    <StatRoot ownerState={props}>
      <div>{label}</div>
      <StatValue>
        {value}
        {trend && <span aria-hidden="true">{trend === 'up' ? ' ↑' : ' ↓'}</span>}
        {trend && <span style={visuallyHidden}>{trend === 'up' ? ' rising' : ' falling'}</span>}
      </StatValue>
    </StatRoot>
  );
}

// What an application sets in its theme: defaults and style overrides per slot.
const theme = createTheme({
  components: {
    AppStat: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderRadius: 16 },
        value: { fontFamily: 'Georgia, serif', letterSpacing: '0.02em' },
      },
    },
  },
});

export default function ThemeableStat() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <figure style={{ margin: 0 }}>
        <figcaption>Without a theme entry</figcaption>
        <Stat label="Orders today" value="326" trend="up" />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>With theme.components.AppStat</figcaption>
        <ThemeProvider theme={theme}>
          <Stat label="Orders today" value="326" trend="up" />
        </ThemeProvider>
      </figure>
    </div>
  );
}
