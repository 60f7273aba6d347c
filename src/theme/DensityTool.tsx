import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DEFAULT_SPACING } from './themeState';
import { useThemeState } from './ThemeStateProvider';

/** The largest spacing unit the number field takes; the buttons stop there too. */
export const MAX_SPACING = 32;

/** What the number field holds, or why it cannot be the spacing. */
function spacingProblem(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_SPACING) {
    return `"${text}" is not a spacing: type a whole number of pixels from 0 to ${MAX_SPACING}.`;
  }
  return null;
}

/**
 * The density tool: dense mode and the spacing unit of the theme every demo renders with,
 * changed live and kept for the session.
 */
export function DensityTool() {
  const { state, dispatch } = useThemeState();
  const { dense, spacing } = state;
  // The field's own text, so a half-typed or wrong value stays visible; follows the state.
  const [text, setText] = useState(String(spacing));
  const [shown, setShown] = useState(spacing);
  if (shown !== spacing) {
    setShown(spacing);
    setText(String(spacing));
  }
  const problem = spacingProblem(text);

  return (
    <Box
      component="section"
      aria-label="Density tool"
      sx={{ my: 3, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        useFlexGap
        flexWrap="wrap"
      >
        <FormControlLabel
          control={
            <Switch
              checked={dense}
              onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
            />
          }
          label="Dense"
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <IconButton
            aria-label="Decrease spacing"
            onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
            sx={{ mt: 0.5 }}
          >
            <RemoveIcon />
          </IconButton>
          <TextField
            label="Spacing unit (px)"
            type="number"
            size="small"
            value={text}
            error={problem !== null}
            helperText={problem ?? `theme.spacing(2) is ${spacing * 2}px`}
            FormHelperTextProps={{ role: problem ? 'alert' : undefined }}
            inputProps={{ min: 0, max: MAX_SPACING, step: 1 }}
            onChange={(event) => {
              setText(event.target.value);
              if (!spacingProblem(event.target.value)) {
                dispatch({ type: 'SET_SPACING', payload: Number(event.target.value) });
              }
            }}
            sx={{ width: 190 }}
          />
          <IconButton
            aria-label="Increase spacing"
            onClick={() => {
              if (spacing < MAX_SPACING) {
                dispatch({ type: 'INCREASE_SPACING' });
              }
            }}
            sx={{ mt: 0.5 }}
          >
            <AddIcon />
          </IconButton>
        </Stack>
        <Button variant="outlined" onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
          Reset density
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 2 }}>
        Demos now render {dense ? 'dense' : 'at normal density'} with a spacing unit of {spacing}px
        {spacing === DEFAULT_SPACING && !dense ? ' (the defaults)' : ''}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        The setting lasts for this browser session and applies to every demo on the site.
      </Typography>
    </Box>
  );
}
