import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const languages = ['English', 'French', 'German', 'Japanese', 'Portuguese', 'Spanish', 'Swahili'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>('French');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        id="subtitle-language"
        options={languages}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Subtitles" />}
      />
      <Typography variant="body2" component="div">
        <div>
          <code>value</code>: {value === null ? 'null' : `'${value}'`}
        </div>
        <div>
          <code>inputValue</code>: &apos;{inputValue}&apos;
        </div>
      </Typography>
    </Stack>
  );
}
