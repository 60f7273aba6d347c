import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';

type ComponentName =
  | 'DatePicker'
  | 'StaticDatePicker'
  | 'TimePicker'
  | 'DateTimePicker'
  | 'DateCalendar'
  | 'DateField'
  | 'DateRangePicker';

type BooleanProp =
  | 'disabled'
  | 'readOnly'
  | 'disablePast'
  | 'disableFuture'
  | 'displayWeekNumber'
  | 'showDaysOutsideCurrentMonth'
  | 'clearable';

interface ComponentSpec {
  importPath: string;
  label?: string;
  booleans: BooleanProp[];
  /** Available views, in order, when the component has a `views` prop. */
  views?: DateOrTimeView[];
  ampm?: boolean;
  formatDensity?: boolean;
  orientation?: boolean;
  calendars?: boolean;
}

const COMMON: BooleanProp[] = ['disabled', 'readOnly', 'disablePast', 'disableFuture'];
const CALENDAR: BooleanProp[] = ['displayWeekNumber', 'showDaysOutsideCurrentMonth'];
const DATE_VIEWS: DateOrTimeView[] = ['year', 'month', 'day'];

const SPECS: Record<ComponentName, ComponentSpec> = {
  DatePicker: {
    importPath: '@mui/x-date-pickers/DatePicker',
    label: 'Date',
    booleans: [...COMMON, ...CALENDAR],
    views: DATE_VIEWS,
    formatDensity: true,
  },
  StaticDatePicker: {
    importPath: '@mui/x-date-pickers/StaticDatePicker',
    booleans: [...COMMON, ...CALENDAR],
    views: DATE_VIEWS,
    orientation: true,
  },
  TimePicker: {
    importPath: '@mui/x-date-pickers/TimePicker',
    label: 'Time',
    booleans: COMMON,
    views: ['hours', 'minutes', 'seconds'],
    ampm: true,
    formatDensity: true,
  },
  DateTimePicker: {
    importPath: '@mui/x-date-pickers/DateTimePicker',
    label: 'Date and time',
    booleans: [...COMMON, ...CALENDAR],
    views: ['year', 'month', 'day', 'hours', 'minutes'],
    ampm: true,
    formatDensity: true,
  },
  DateCalendar: {
    importPath: '@mui/x-date-pickers/DateCalendar',
    booleans: [...COMMON, ...CALENDAR],
    views: DATE_VIEWS,
  },
  DateField: {
    importPath: '@mui/x-date-pickers/DateField',
    label: 'Date',
    booleans: [...COMMON, 'clearable'],
    formatDensity: true,
  },
  DateRangePicker: {
    importPath: '@mui/x-date-pickers-pro/DateRangePicker',
    booleans: [...COMMON, ...CALENDAR],
    formatDensity: true,
    calendars: true,
  },
};

/** The views each component shows when `views` is not set. */
const DEFAULT_VIEWS: Partial<Record<ComponentName, DateOrTimeView[]>> = {
  DatePicker: ['year', 'day'],
  StaticDatePicker: ['year', 'day'],
  DateCalendar: ['year', 'day'],
  TimePicker: ['hours', 'minutes'],
  DateTimePicker: ['year', 'day', 'hours', 'minutes'],
};

interface PlaygroundState {
  component: ComponentName;
  booleans: Record<BooleanProp, boolean>;
  views: DateOrTimeView[];
  ampm: boolean;
  spacious: boolean;
  orientation: 'portrait' | 'landscape';
  calendars: 1 | 2 | 3;
}

const INITIAL_BOOLEANS: Record<BooleanProp, boolean> = {
  disabled: false,
  readOnly: false,
  disablePast: false,
  disableFuture: false,
  displayWeekNumber: false,
  showDaysOutsideCurrentMonth: false,
  clearable: false,
};

function initialState(component: ComponentName): PlaygroundState {
  return {
    component,
    booleans: INITIAL_BOOLEANS,
    views: DEFAULT_VIEWS[component] ?? [],
    ampm: true,
    spacious: false,
    orientation: 'portrait',
    calendars: 2,
  };
}

/** The props to write, in the order they appear in the code view. */
function propsOf(state: PlaygroundState): [string, string | true][] {
  const spec = SPECS[state.component];
  const props: [string, string | true][] = [];
  if (spec.label) {
    props.push(['label', `"${spec.label}"`]);
  }
  spec.booleans.forEach((name) => {
    if (state.booleans[name]) {
      props.push([name, true]);
    }
  });
  const defaultViews = DEFAULT_VIEWS[state.component];
  if (spec.views && defaultViews && state.views.join() !== defaultViews.join()) {
    props.push(['views', `{[${state.views.map((view) => `'${view}'`).join(', ')}]}`]);
  }
  if (spec.ampm && !state.ampm) {
    props.push(['ampm', '{false}']);
  }
  if (spec.formatDensity && state.spacious) {
    props.push(['formatDensity', '"spacious"']);
  }
  if (spec.orientation && state.orientation === 'landscape') {
    props.push(['orientation', '"landscape"']);
  }
  if (spec.calendars && state.calendars !== 2) {
    props.push(['calendars', `{${state.calendars}}`]);
  }
  return props;
}

function codeOf(state: PlaygroundState) {
  const spec = SPECS[state.component];
  const props = propsOf(state);
  const lines = [`import { ${state.component} } from '${spec.importPath}';`, ''];
  if (props.length === 0) {
    lines.push(`<${state.component} />`);
  } else {
    lines.push(`<${state.component}`);
    props.forEach(([name, value]) => {
      lines.push(value === true ? `  ${name}` : `  ${name}=${value}`);
    });
    lines.push('/>');
  }
  return lines.join('\n');
}

function Preview({ state }: { state: PlaygroundState }) {
  const spec = SPECS[state.component];
  const flags = Object.fromEntries(
    spec.booleans.map((name) => [name, state.booleans[name]]),
  ) as Partial<Record<BooleanProp, boolean>>;
  const { clearable, ...common } = flags;
  const dateViews = state.views.filter(
    (view): view is 'year' | 'month' | 'day' =>
      view === 'year' || view === 'month' || view === 'day',
  );
  const timeViews = state.views.filter(
    (view): view is 'hours' | 'minutes' | 'seconds' =>
      view === 'hours' || view === 'minutes' || view === 'seconds',
  );
  const density = state.spacious ? 'spacious' : 'dense';

  switch (state.component) {
    case 'DatePicker':
      return (
        <DatePicker label={spec.label} {...common} views={dateViews} formatDensity={density} />
      );
    case 'StaticDatePicker':
      return <StaticDatePicker {...common} views={dateViews} orientation={state.orientation} />;
    case 'TimePicker':
      return (
        <TimePicker
          label={spec.label}
          {...common}
          views={timeViews}
          ampm={state.ampm}
          formatDensity={density}
        />
      );
    case 'DateTimePicker':
      return (
        <DateTimePicker
          label={spec.label}
          {...common}
          views={state.views}
          ampm={state.ampm}
          formatDensity={density}
        />
      );
    case 'DateCalendar':
      return <DateCalendar {...common} views={dateViews} />;
    case 'DateField':
      return (
        <DateField label={spec.label} {...common} clearable={clearable} formatDensity={density} />
      );
    default:
      return <DateRangePicker {...common} calendars={state.calendars} formatDensity={density} />;
  }
}

export default function PickersPlayground() {
  const [state, setState] = React.useState<PlaygroundState>(() => initialState('DatePicker'));
  const [copied, setCopied] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const spec = SPECS[state.component];
  const code = codeOf(state);

  React.useEffect(() => {
    if (copied === 'idle') {
      return undefined;
    }
    const timeout = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timeout);
  }, [copied]);

  const update = (patch: Partial<PlaygroundState>) => {
    setState((previous) => ({ ...previous, ...patch }));
    setCopied('idle');
  };

  const toggleView = (view: DateOrTimeView, checked: boolean) => {
    const next = (spec.views ?? []).filter((candidate) =>
      candidate === view ? checked : state.views.includes(candidate),
    );
    if (next.length > 0) {
      update({ views: next });
    }
  };

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          <TextField
            select
            label="Component"
            value={state.component}
            onChange={(event) => setState(initialState(event.target.value as ComponentName))}
            SelectProps={{ native: true }}
            size="small"
          >
            {(Object.keys(SPECS) as ComponentName[]).map((name) => (
              <option key={name} value={name}>
                {name}
                {name === 'DateRangePicker' ? ' (Pro)' : ''}
              </option>
            ))}
          </TextField>
          <FormControl component="fieldset">
            <FormLabel component="legend">Props</FormLabel>
            <FormGroup>
              {spec.booleans.map((name) => (
                <FormControlLabel
                  key={name}
                  label={name}
                  control={
                    <Checkbox
                      size="small"
                      checked={state.booleans[name]}
                      onChange={(event) =>
                        update({ booleans: { ...state.booleans, [name]: event.target.checked } })
                      }
                    />
                  }
                />
              ))}
              {spec.ampm ? (
                <FormControlLabel
                  label="ampm"
                  control={
                    <Checkbox
                      size="small"
                      checked={state.ampm}
                      onChange={(event) => update({ ampm: event.target.checked })}
                    />
                  }
                />
              ) : null}
              {spec.formatDensity ? (
                <FormControlLabel
                  label='formatDensity="spacious"'
                  control={
                    <Checkbox
                      size="small"
                      checked={state.spacious}
                      onChange={(event) => update({ spacious: event.target.checked })}
                    />
                  }
                />
              ) : null}
            </FormGroup>
          </FormControl>
          {spec.views ? (
            <FormControl component="fieldset">
              <FormLabel component="legend">views</FormLabel>
              <FormGroup row>
                {spec.views.map((view) => (
                  <FormControlLabel
                    key={view}
                    label={view}
                    control={
                      <Checkbox
                        size="small"
                        checked={state.views.includes(view)}
                        disabled={state.views.length === 1 && state.views.includes(view)}
                        onChange={(event) => toggleView(view, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          ) : null}
          {spec.orientation ? (
            <TextField
              select
              label="orientation"
              value={state.orientation}
              onChange={(event) =>
                update({ orientation: event.target.value as PlaygroundState['orientation'] })
              }
              SelectProps={{ native: true }}
              size="small"
            >
              <option value="portrait">portrait</option>
              <option value="landscape">landscape</option>
            </TextField>
          ) : null}
          {spec.calendars ? (
            <TextField
              select
              label="calendars"
              value={state.calendars}
              onChange={(event) =>
                update({ calendars: Number(event.target.value) as PlaygroundState['calendars'] })
              }
              SelectProps={{ native: true }}
              size="small"
            >
              <option value={1}>1</option>
              <option value={2}>2</option>
              <option value={3}>3</option>
            </TextField>
          ) : null}
        </Stack>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              minHeight: 120,
              display: 'flex',
              justifyContent: 'center',
              overflowX: 'auto',
            }}
          >
            <Preview key={code} state={state} />
          </Paper>
          <Box sx={{ position: 'relative' }}>
            <Box
              component="pre"
              role="region"
              aria-label="Generated code"
              tabIndex={0}
              sx={{
                m: 0,
                p: 2,
                pr: 12,
                borderRadius: 1,
                overflowX: 'auto',
                fontSize: 13,
                bgcolor: 'action.hover',
                color: 'text.primary',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <code>{code}</code>
            </Box>
            <Button
              size="small"
              variant="contained"
              onClick={copy}
              sx={{ position: 'absolute', top: 8, right: 8 }}
            >
              {copied === 'copied' ? 'Copied' : 'Copy code'}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {copied === 'failed'
              ? 'The browser refused access to the clipboard: select the code and copy it instead.'
              : 'The code updates as you change the props.'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
