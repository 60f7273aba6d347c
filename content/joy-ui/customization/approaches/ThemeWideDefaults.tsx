import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Button and Input under this theme gets these defaults and styles.
const compactTheme = extendTheme({
  components: {
    JoyButton: {
      defaultProps: { size: 'sm', variant: 'soft' },
      styleOverrides: {
        root: { fontWeight: 600, letterSpacing: '0.02em' },
      },
    },
    JoyInput: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ theme }) => ({ borderRadius: theme.vars.radius.xs }),
      },
    },
  },
});

function InviteForm({ title, id }: { title: string; id: string }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ flex: '1 1 240px', p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}
    >
      <Typography level="title-md">{title}</Typography>
      <FormControl>
        <FormLabel htmlFor={`${id}-email`}>Teammate email</FormLabel>
        <Input id={`${id}-email`} type="email" placeholder="grace@example.com" />
      </FormControl>
      <Button>Send invitation</Button>
    </Sheet>
  );
}

export default function ThemeWideDefaults() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <InviteForm title="Default theme" id="default-invite" />
      {/* A nested provider swaps the theme object; the page's provider keeps the mode. */}
      <CssVarsProvider theme={compactTheme} colorSchemeNode={null}>
        <InviteForm title="Theme with component defaults" id="compact-invite" />
      </CssVarsProvider>
    </Box>
  );
}
