import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { clampToBounds } from './builderState';
import { BUILDER_STRINGS as S } from './builderStrings';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  /** Inclusive bounds, whole numbers. */
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole number of pixels. A value within bounds applies while typing; leaving
 * the field clamps what was typed (or restores the last value when it is not a number).
 */
export function NumberField({ id, label, value, min, max, onChange }: NumberFieldProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const parsed = draft.trim() === '' ? Number.NaN : Number(draft);
    const next = Number.isFinite(parsed) ? clampToBounds(parsed, min, max) : value;
    onChange(next);
    setDraft(String(next));
  };

  return (
    <TextField
      id={id}
      label={label}
      type="number"
      size="small"
      value={draft}
      helperText={S.range(min, max)}
      inputProps={{ min, max, step: 1, inputMode: 'numeric' }}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isInteger(parsed)) {
          if (parsed >= min && parsed <= max) {
            onChange(parsed);
          }
        }
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
    />
  );
}
