import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { currentValue } from './playgroundCode';
import { usePlaygroundText } from './playgroundText';
import type { PlaygroundControl, PlaygroundValue, PlaygroundValues } from './playgroundSpec';

interface ControlProps<Control extends PlaygroundControl> {
  control: Control;
  value: PlaygroundValue;
  onChange: (value: PlaygroundValue) => void;
}

const fieldProps = { size: 'small', fullWidth: true } as const;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** A select of the prop's literals; "Default" stands for unset when no option is the default. */
function SelectField({
  control,
  value,
  onChange,
}: ControlProps<PlaygroundControl & { kind: 'select' }>) {
  const t = usePlaygroundText();
  return (
    <TextField
      {...fieldProps}
      select
      SelectProps={{ native: true }}
      label={control.name}
      value={value === undefined ? '' : JSON.stringify(value)}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : JSON.parse(event.target.value))
      }
      inputProps={{ 'data-control': control.name }}
    >
      {control.defaultValue === undefined ? <option value="">{t('default')}</option> : null}
      {control.options.map((option) => (
        <option key={JSON.stringify(option)} value={JSON.stringify(option)}>
          {String(option)}
        </option>
      ))}
    </TextField>
  );
}

/** `sx` as JSON: an invalid edit shows an error and the last valid object stays applied. */
function JsonField({ control, value, onChange }: ControlProps<PlaygroundControl>) {
  const t = usePlaygroundText();
  const [text, setText] = useState(() =>
    value === undefined ? '' : JSON.stringify(value, null, 2),
  );
  const [invalid, setInvalid] = useState(false);
  return (
    <TextField
      {...fieldProps}
      multiline
      minRows={2}
      label={control.name}
      value={text}
      error={invalid}
      helperText={invalid ? t('jsonInvalid') : undefined}
      placeholder='{ "p": 2 }'
      inputProps={{
        spellCheck: false,
        style: { fontFamily: 'monospace' },
        'data-control': control.name,
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') {
          setInvalid(false);
          onChange(undefined);
          return;
        }
        try {
          const parsed: unknown = JSON.parse(next);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
            throw new Error('not an object');
          }
          setInvalid(false);
          onChange(parsed as Record<string, unknown>);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}

/** A number, or text that becomes a number when it reads as one (`string | number` props). */
function TextOrNumberField({ control, value, onChange }: ControlProps<PlaygroundControl>) {
  const isNumber = control.kind === 'number';
  const [text, setText] = useState(value === undefined ? '' : String(value));
  return (
    <TextField
      {...fieldProps}
      label={control.name}
      type={isNumber ? 'number' : 'text'}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next === '') {
          onChange(undefined);
        } else if (isNumber) {
          if (Number.isFinite(Number(next))) {
            onChange(Number(next));
          }
        } else {
          onChange(
            control.kind === 'text' && control.numeric && NUMBER_TEXT.test(next)
              ? Number(next)
              : next,
          );
        }
      }}
      inputProps={{ 'data-control': control.name }}
    />
  );
}

function Control({ control, value, onChange }: ControlProps<PlaygroundControl>) {
  switch (control.kind) {
    case 'switch':
      return (
        <FormControlLabel
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              inputProps={{ 'data-control': control.name } as Record<string, string>}
            />
          }
          label={control.name}
        />
      );
    case 'select':
      return <SelectField control={control} value={value} onChange={onChange} />;
    case 'json':
      return <JsonField control={control} value={value} onChange={onChange} />;
    default:
      return <TextOrNumberField control={control} value={value} onChange={onChange} />;
  }
}

interface PlaygroundControlsProps {
  component: string;
  controls: readonly PlaygroundControl[];
  values: PlaygroundValues;
  presetProps: Readonly<Record<string, unknown>>;
  onChange: (control: PlaygroundControl, value: PlaygroundValue) => void;
  /** While the reader's edited code runs, the controls would change nothing. */
  disabled: boolean;
}

/** One labelled control per prop a control can set, in the API's order. */
export function PlaygroundControls({
  component,
  controls,
  values,
  presetProps,
  onChange,
  disabled,
}: PlaygroundControlsProps) {
  const t = usePlaygroundText();
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1.5 }}>
        {t('props', { name: component })}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          alignItems: 'center',
        }}
      >
        {controls.map((control) => (
          <Box
            key={control.name}
            sx={control.kind === 'json' ? { gridColumn: '1 / -1' } : undefined}
          >
            <Control
              control={control}
              value={currentValue(control, values, presetProps)}
              onChange={(value) => onChange(control, value)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
