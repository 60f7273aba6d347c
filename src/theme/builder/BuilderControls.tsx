import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BOUNDS, FONT_STACKS, withMode, type BuilderState } from './builderState';
import { BUILDER_STRINGS as S } from './builderStrings';
import { ColorField } from './ColorField';
import { NumberField } from './NumberField';

interface BuilderControlsProps {
  state: BuilderState;
  onChange: (state: BuilderState) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Stack>
  );
}

/** Every value the builder edits, grouped as the theme groups them. */
export function BuilderControls({ state, onChange }: BuilderControlsProps) {
  const set = <K extends keyof BuilderState>(key: K, value: BuilderState[K]) =>
    onChange({ ...state, [key]: value });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
      }}
    >
      <Group legend={S.paletteLegend}>
        <ColorField
          id="theme-builder-primary"
          label={S.primary}
          value={state.primary}
          onChange={(value) => set('primary', value)}
        />
        <ColorField
          id="theme-builder-secondary"
          label={S.secondary}
          value={state.secondary}
          onChange={(value) => set('secondary', value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.mode === 'dark'}
              onChange={(event) =>
                onChange(withMode(state, event.target.checked ? 'dark' : 'light'))
              }
            />
          }
          label={S.darkMode}
        />
      </Group>
      <Group legend={S.typographyLegend}>
        <TextField
          id="theme-builder-font"
          select
          size="small"
          label={S.fontFamily}
          value={state.fontFamily}
          onChange={(event) => set('fontFamily', event.target.value)}
        >
          {FONT_STACKS.map((font) => (
            <MenuItem key={font.id} value={font.id} sx={{ fontFamily: font.stack }}>
              {font.label}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          id="theme-builder-font-size"
          {...BOUNDS.fontSize}
          label={S.fontSize}
          value={state.fontSize}
          onChange={(value) => set('fontSize', value)}
        />
      </Group>
      <Group legend={S.shapeLegend}>
        <NumberField
          id="theme-builder-radius"
          {...BOUNDS.borderRadius}
          label={S.borderRadius}
          value={state.borderRadius}
          onChange={(value) => set('borderRadius', value)}
        />
        <NumberField
          id="theme-builder-spacing"
          {...BOUNDS.spacing}
          label={S.spacing}
          value={state.spacing}
          onChange={(value) => set('spacing', value)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.dense}
              onChange={(event) => set('dense', event.target.checked)}
            />
          }
          label={S.dense}
        />
      </Group>
    </Box>
  );
}
