import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import {
  contrastTextOn,
  hueLabel,
  MATERIAL_HUES,
  MATERIAL_SHADES,
  materialShade,
  type ColorParseResult,
  type MaterialHue,
  type MaterialShade,
} from './colorInput';
import { ColorSwatches } from './ColorSwatches';

/** One color being edited in the color tool, before it is applied. */
export interface ColorDraft {
  text: string;
  /** Where the palette picker stands (the typed text may be any other color). */
  hue: MaterialHue;
  shade: MaterialShade;
  /** Errors show once the field was left or an action needed the color. */
  touched: boolean;
}

function HueSwatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 28,
        height: 28,
        borderRadius: 1,
        bgcolor: color,
        color: contrastTextOn(color),
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'text.primary',
        outlineOffset: 1,
      }}
    >
      {checked ? <CheckIcon fontSize="small" /> : null}
    </Box>
  );
}

interface ColorPickerProps {
  /** "Primary" or "Secondary": the field's label, and the start of the other controls' names. */
  label: string;
  draft: ColorDraft;
  result: ColorParseResult;
  onChange: (draft: ColorDraft) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A palette color: typed in any notation, or picked as a hue and shade of the Material palette. */
export function ColorPicker({ label, draft, result, onChange, inputRef }: ColorPickerProps) {
  const id = useId();
  const showError = draft.touched && !result.ok;
  const shadeIndex = MATERIAL_SHADES.indexOf(draft.shade);

  const pick = (hue: MaterialHue, shade: MaterialShade) =>
    onChange({ text: materialShade(hue, shade), hue, shade, touched: false });

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {label} color
      </Typography>
      <TextField
        label={label}
        value={draft.text}
        inputRef={inputRef}
        fullWidth
        size="small"
        autoComplete="off"
        spellCheck={false}
        error={showError}
        helperText={showError && !result.ok ? result.message : 'Hex, rgb(), hsl() or color()'}
        FormHelperTextProps={{ role: showError ? 'alert' : undefined }}
        onChange={(event) => onChange({ ...draft, text: event.target.value })}
        onBlur={() => onChange({ ...draft, touched: true })}
        InputProps={{ sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } }}
      />
      <Typography id={`${id}-hue`} variant="body2" sx={{ mt: 2, mb: 0.5 }}>
        {label} hue: {hueLabel(draft.hue)}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={`${id}-hue`}
        name={`${id}-hue`}
        value={draft.hue}
        onChange={(event) => pick(event.target.value as MaterialHue, draft.shade)}
        sx={{ gap: 0.25 }}
      >
        {MATERIAL_HUES.map((hue) => {
          const swatch = materialShade(hue, '500');
          return (
            <Radio
              key={hue}
              value={hue}
              inputProps={{ 'aria-label': hueLabel(hue) }}
              icon={<HueSwatch color={swatch} checked={false} />}
              checkedIcon={<HueSwatch color={swatch} checked />}
              sx={{ p: 0.5 }}
            />
          );
        })}
      </RadioGroup>
      <Typography id={`${id}-shade`} variant="body2" sx={{ mt: 1.5 }}>
        {label} shade: {draft.shade}
      </Typography>
      <Slider
        aria-labelledby={`${id}-shade`}
        value={shadeIndex}
        min={0}
        max={MATERIAL_SHADES.length - 1}
        step={1}
        marks
        getAriaValueText={(index) =>
          `${MATERIAL_SHADES[index]}: ${materialShade(draft.hue, MATERIAL_SHADES[index])}`
        }
        valueLabelDisplay="auto"
        valueLabelFormat={(index) => MATERIAL_SHADES[index]}
        onChange={(_event, value) => pick(draft.hue, MATERIAL_SHADES[value as number])}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      <ColorSwatches label={label} result={result} />
    </Box>
  );
}
