import Stack from '@mui/joy/Stack';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <Tabs defaultValue={0}>
        <TabList
          aria-label="Report period, soft tabs"
          variant="soft"
          disableUnderline
          sx={{ p: 0.5, gap: 0.5, borderRadius: 'xl' }}
        >
          {['Day', 'Week', 'Month'].map((label) => (
            <Tab
              key={label}
              disableIndicator
              sx={{
                borderRadius: 'xl',
                [`&.${tabClasses.selected}`]: { bgcolor: 'background.surface', boxShadow: 'sm' },
              }}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue={1} size="sm">
        <TabList
          aria-label="Report period, solid tabs"
          variant="outlined"
          disableUnderline
          tabFlex={1}
          sx={{ borderRadius: 'md', overflow: 'hidden' }}
        >
          {['Day', 'Week', 'Month'].map((label) => (
            <Tab
              key={label}
              disableIndicator
              variant="plain"
              color="neutral"
              sx={{
                [`&.${tabClasses.selected}`]: {
                  bgcolor: 'primary.solidBg',
                  color: 'primary.solidColor',
                },
              }}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue={2} size="lg">
        <TabList aria-label="Report period, large tabs" underlinePlacement="top">
          {['Day', 'Week', 'Month'].map((label) => (
            <Tab key={label} indicatorPlacement="top">
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
