import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';

type Direction = 'ltr' | 'rtl';

const LABELS = {
  ltr: {
    search: 'Search flights',
    budget: 'Budget (USD)',
    go: 'Continue',
    tabs: ['Round trip', 'One way'],
    panels: ['Pick a departure and a return date.', 'Pick a departure date.'],
  },
  rtl: {
    search: 'ابحث عن رحلات',
    budget: 'الميزانية (دولار)',
    go: 'متابعة',
    tabs: ['ذهاب وعودة', 'ذهاب فقط'],
    panels: ['اختر تاريخ الذهاب وتاريخ العودة.', 'اختر تاريخ الذهاب.'],
  },
};

export default function RtlDirectionToggle() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  const [budget, setBudget] = React.useState(600);
  // stylis-plugin-rtl mirrors physical CSS (left/right margins, paddings, borders, positions)
  // in the right-to-left cache. Create each cache once.
  const [caches] = React.useState(() => ({
    ltr: createCache({ key: 'joy-ltr-demo' }),
    rtl: createCache({ key: 'joy-rtl-demo', stylisPlugins: [prefixer, rtlPlugin] }),
  }));
  const text = LABELS[direction];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Direction of the example"
        value={direction}
        onChange={(_event, value) => value && setDirection(value as Direction)}
      >
        <Button value="ltr">Left to right</Button>
        <Button value="rtl">Right to left</Button>
      </ToggleButtonGroup>
      <CacheProvider value={caches[direction]}>
        {/* dir sets the text direction and the order of inline and flex content. */}
        <Box
          dir={direction}
          lang={direction === 'rtl' ? 'ar' : 'en'}
          sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
        >
          {/* Tabs and Slider also need the direction for their arrow keys and thumb position. */}
          <Tabs defaultValue={0} direction={direction} sx={{ bgcolor: 'transparent' }}>
            <TabList>
              <Tab>{text.tabs[0]}</Tab>
              <Tab>{text.tabs[1]}</Tab>
            </TabList>
            <TabPanel value={0} sx={{ px: 0, pb: 0 }}>
              <Typography level="body-sm">{text.panels[0]}</Typography>
            </TabPanel>
            <TabPanel value={1} sx={{ px: 0, pb: 0 }}>
              <Typography level="body-sm">{text.panels[1]}</Typography>
            </TabPanel>
          </Tabs>
          <Input
            startDecorator={<SearchRoundedIcon />}
            placeholder={text.search}
            aria-label={text.search}
          />
          <FormControl>
            <FormLabel id={`budget-${direction}`}>{text.budget}</FormLabel>
            <Slider
              isRtl={direction === 'rtl'}
              aria-labelledby={`budget-${direction}`}
              min={100}
              max={2000}
              step={50}
              value={budget}
              onChange={(_event, value) => setBudget(value as number)}
              valueLabelDisplay="auto"
            />
          </FormControl>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip endDecorator={<ChipDelete aria-label="Remove Lisbon" />}>LIS</Chip>
            <Chip endDecorator={<ChipDelete aria-label="Remove Cairo" />}>CAI</Chip>
            <Button
              endDecorator={
                <ArrowForwardRoundedIcon
                  sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }}
                />
              }
              sx={{ marginInlineStart: 'auto' }}
            >
              {text.go}
            </Button>
          </Box>
        </Box>
      </CacheProvider>
    </Box>
  );
}
