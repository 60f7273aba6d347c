import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Taller medium inputs and buttons for a kiosk or a tablet app. The components compute their
// padding, decorators and icons from these variables, so only the variables change.
const touchTheme = extendTheme({
  components: {
    JoyInput: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          ...(ownerState.size === 'md' && {
            '--Input-minHeight': '3rem',
            '--Input-paddingInline': '1rem',
            '--Input-radius': '12px',
          }),
        }),
      },
    },
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          ...(ownerState.size === 'md' && {
            '--Button-minHeight': '3rem',
            paddingInline: '1.5rem',
            '--Button-radius': '12px',
          }),
        }),
      },
    },
  },
});

function CheckInForm({ title, id }: { title: string; id: string }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ flex: '1 1 240px', p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}
    >
      <Typography level="title-md">{title}</Typography>
      <FormControl>
        <FormLabel htmlFor={`${id}-code`}>Booking code</FormLabel>
        <Input id={`${id}-code`} placeholder="K7Q-29X" />
      </FormControl>
      <Button>Check in</Button>
    </Sheet>
  );
}

export default function TouchFriendlyTheme() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <CheckInForm title="Default sizes" id="default-check-in" />
      <CssVarsProvider theme={touchTheme} colorSchemeNode={null}>
        <CheckInForm title="Touch-friendly theme" id="touch-check-in" />
      </CssVarsProvider>
    </Box>
  );
}
