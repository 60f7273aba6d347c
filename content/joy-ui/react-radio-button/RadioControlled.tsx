import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Theme = 'system' | 'light' | 'dark';

const descriptions: Record<Theme, string> = {
  system: 'The editor follows your operating system.',
  light: 'The editor always uses light colors.',
  dark: 'The editor always uses dark colors.',
};

export default function RadioControlled() {
  const [editorTheme, setEditorTheme] = React.useState<Theme>('system');

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Editor appearance</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={editorTheme}
          onChange={(event) => setEditorTheme(event.target.value as Theme)}
          sx={{ flexWrap: 'wrap' }}
        >
          <Radio value="system" label="System" />
          <Radio value="light" label="Light" />
          <Radio value="dark" label="Dark" />
        </RadioGroup>
      </FormControl>
      <Typography level="body-sm">{descriptions[editorTheme]}</Typography>
    </Stack>
  );
}
