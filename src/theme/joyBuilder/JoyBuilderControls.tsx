import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { NumberField } from '../builder/NumberField';
import {
  FONT_OPTIONS,
  FONT_ROLES,
  PALETTES,
  RADII,
  RADIUS_BOUNDS,
  type JoyBuilderState,
  type PaletteName,
} from './joyBuilderState';
import { PaletteEditor } from './PaletteEditor';
import { JOY_BUILDER_STRINGS as S } from './joyBuilderStrings';

interface JoyBuilderControlsProps {
  state: JoyBuilderState;
  onChange: (state: JoyBuilderState) => void;
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

/** A tab's label: the palette's name after a dot of its 500 shade. */
function PaletteTabLabel({ color, name }: { color: string; name: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: color,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {name}
    </Box>
  );
}

/** Every value the builder edits: palettes (one at a time, in tabs), fonts and radii. */
export function JoyBuilderControls({ state, onChange }: JoyBuilderControlsProps) {
  const [palette, setPalette] = useState<PaletteName>('primary');

  return (
    <Stack spacing={3}>
      <Group legend={S.palettesLegend}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={palette}
            onChange={(_, value: PaletteName) => setPalette(value)}
            aria-label={S.paletteTabs}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {PALETTES.map((name) => (
              <Tab
                key={name}
                value={name}
                id={`joy-builder-tab-${name}`}
                aria-controls="joy-builder-palette-panel"
                label={
                  <PaletteTabLabel color={state.palettes[name]['500']} name={S.paletteName(name)} />
                }
                sx={{ textTransform: 'none' }}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          role="tabpanel"
          id="joy-builder-palette-panel"
          aria-labelledby={`joy-builder-tab-${palette}`}
        >
          <PaletteEditor key={palette} palette={palette} state={state} onChange={onChange} />
        </Box>
      </Group>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
        }}
      >
        <Group legend={S.fontsLegend}>
          {FONT_ROLES.map((role) => (
            <TextField
              key={role}
              id={`joy-builder-font-${role}`}
              select
              size="small"
              label={S.fontRole(role)}
              value={state.fonts[role]}
              onChange={(event) =>
                onChange({ ...state, fonts: { ...state.fonts, [role]: event.target.value } })
              }
            >
              {FONT_OPTIONS[role].map((font) => (
                <MenuItem key={font.id} value={font.id} sx={{ fontFamily: font.sample }}>
                  {font.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Group>
        <Group legend={S.radiusLegend}>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              rowGap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              // A text field's input is wide by default: let each field shrink to its column.
              '& > *': { minWidth: 0 },
            }}
          >
            {RADII.map((name) => (
              <NumberField
                key={name}
                id={`joy-builder-radius-${name}`}
                label={S.radius(name)}
                value={state.radius[name]}
                {...RADIUS_BOUNDS}
                onChange={(value) =>
                  onChange({ ...state, radius: { ...state.radius, [name]: value } })
                }
              />
            ))}
          </Box>
        </Group>
      </Box>
    </Stack>
  );
}
