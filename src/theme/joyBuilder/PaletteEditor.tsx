import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ColorField } from '../builder/ColorField';
import { SHADES } from './colorScale';
import {
  changedShades,
  DEFAULT_PALETTES,
  withBaseColor,
  withShade,
  type JoyBuilderState,
  type PaletteName,
} from './joyBuilderState';
import { JOY_BUILDER_STRINGS as S } from './joyBuilderStrings';

/** One palette: its base color, its ten shades and a reset to Joy UI's scale. */
export function PaletteEditor({
  palette,
  state,
  onChange,
}: {
  palette: PaletteName;
  state: JoyBuilderState;
  onChange: (state: JoyBuilderState) => void;
}) {
  const scale = state.palettes[palette];
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Box sx={{ maxWidth: 360 }}>
        <ColorField
          id={`joy-builder-${palette}-base`}
          label={S.baseColor(palette)}
          value={scale['500']}
          onChange={(color) => onChange(withBaseColor(state, palette, color))}
        />
        <Typography variant="body2" color="text.secondary">
          {S.baseHint}
        </Typography>
      </Box>
      <Stack component="fieldset" spacing={1} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 1.5, p: 0 }}>
          {S.shadesLegend(palette)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
          }}
        >
          {SHADES.map((shade) => (
            <ColorField
              key={shade}
              id={`joy-builder-${palette}-${shade}`}
              label={S.shade(palette, shade)}
              value={scale[shade]}
              onChange={(color) => onChange(withShade(state, palette, shade, color))}
            />
          ))}
        </Box>
      </Stack>
      <Box>
        <Button
          size="small"
          variant="text"
          disabled={changedShades(scale, DEFAULT_PALETTES[palette]).length === 0}
          onClick={() =>
            onChange({
              ...state,
              palettes: { ...state.palettes, [palette]: DEFAULT_PALETTES[palette] },
            })
          }
        >
          {S.resetPalette(palette)}
        </Button>
      </Box>
    </Stack>
  );
}
