import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import LanguageRoundedIcon from '@mui/icons-material/LanguageRounded';

// Each key of styleOverrides is a slot of the component: its root and its parts.
const theme = extendTheme({
  components: {
    JoyInput: {
      styleOverrides: {
        root: { '--Input-focusedThickness': '1px' },
        startDecorator: ({ theme: t }) => ({ color: t.vars.palette.primary.plainColor }),
        input: { fontVariantNumeric: 'tabular-nums' },
      },
    },
    JoySelect: {
      styleOverrides: {
        startDecorator: ({ theme: t }) => ({ color: t.vars.palette.primary.plainColor }),
        indicator: {
          transition: 'transform 0.2s',
          '&.Mui-expanded': { transform: 'rotate(-180deg)' },
        },
        listbox: { '--ListItem-radius': '6px' },
      },
    },
  },
});

export default function SlotOverrides() {
  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <FormControl sx={{ flex: '1 1 200px' }}>
          <FormLabel>Order number</FormLabel>
          <Input startDecorator={<SearchRoundedIcon />} placeholder="1048-2291" />
        </FormControl>
        <FormControl sx={{ flex: '1 1 200px' }}>
          <FormLabel>Invoice language</FormLabel>
          <Select defaultValue="en" startDecorator={<LanguageRoundedIcon />}>
            <Option value="en">English</Option>
            <Option value="fr">French</Option>
            <Option value="pt">Portuguese</Option>
            <Option value="ja">Japanese</Option>
          </Select>
        </FormControl>
      </Box>
    </CssVarsProvider>
  );
}
