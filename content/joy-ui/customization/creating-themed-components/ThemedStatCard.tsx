import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import {
  CssVarsProvider,
  extendTheme,
  styled,
  useThemeProps,
  type StyleOverrides,
} from '@mui/joy/styles';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import TrendingDownRoundedIcon from '@mui/icons-material/TrendingDownRounded';

interface StatProps {
  label: string;
  value: string;
  /** The change since the previous period, in percent. */
  change: number;
  size?: 'sm' | 'md';
}

type StatOwnerState = Required<Pick<StatProps, 'size'>> & { trend: 'up' | 'down' };

// Let the theme's `components` accept the new component, typed like Joy UI's own.
declare module '@mui/joy/styles' {
  interface Components<Theme = unknown> {
    JoyStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: StyleOverrides<'root' | 'value' | 'change', StatOwnerState, Theme>;
    };
  }
}

// `name` and `slot` connect each part to theme.components.JoyStat.styleOverrides.<slot>.
const StatRoot = styled(Sheet, { name: 'JoyStat', slot: 'Root' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => ({
    display: 'grid',
    gap: theme.spacing(0.5),
    padding: ownerState.size === 'sm' ? theme.spacing(1.5) : theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    fontSize: theme.vars.fontSize.sm,
    color: theme.vars.palette.text.secondary,
  }),
);

const StatValue = styled('div', { name: 'JoyStat', slot: 'Value' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => ({
  ...theme.typography[ownerState.size === 'sm' ? 'h4' : 'h3'],
  fontVariantNumeric: 'tabular-nums',
}));

const StatChange = styled('div', { name: 'JoyStat', slot: 'Change' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  fontWeight: theme.vars.fontWeight.md,
  color: theme.vars.palette[ownerState.trend === 'up' ? 'success' : 'danger'].plainColor,
}));

function Stat(inProps: StatProps) {
  // Merges theme.components.JoyStat.defaultProps under the props given here.
  const { label, value, change, size = 'md' } = useThemeProps({ props: inProps, name: 'JoyStat' });
  const ownerState: StatOwnerState = { size, trend: change >= 0 ? 'up' : 'down' };
  return (
    <StatRoot variant="outlined" ownerState={ownerState}>
      <div>{label}</div>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      <StatChange ownerState={ownerState}>
        {ownerState.trend === 'up' ? <TrendingUpRoundedIcon /> : <TrendingDownRoundedIcon />}
        {`${change >= 0 ? '+' : ''}${change}% vs last month`}
      </StatChange>
    </StatRoot>
  );
}

const dashboardTheme = extendTheme({
  components: {
    JoyStat: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderInlineStart: `4px solid ${theme.vars.palette.primary.solidBg}`,
          backgroundColor: theme.vars.palette.background.level1,
        }),
        change: ({ ownerState }) => ({
          ...(ownerState.trend === 'down' && { fontWeight: 700 }),
        }),
      },
    },
  },
});

function StatRow() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2 }}
    >
      <Stat label="Monthly revenue" value="$48,210" change={12.4} />
      <Stat label="Active subscribers" value="3,902" change={3.1} />
      <Stat label="Average order value" value="$62.40" change={-1.8} />
    </Box>
  );
}

export default function ThemedStatCard() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <StatRow />
      {/* The same component under a theme that sets its default size and restyles two slots. */}
      <CssVarsProvider theme={dashboardTheme} colorSchemeNode={null}>
        <StatRow />
      </CssVarsProvider>
    </Box>
  );
}
