import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import LockRounded from '@mui/icons-material/LockRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

const sections = [
  { label: 'Profile', icon: <PersonRounded />, text: 'Your name, photo and the email people see.' },
  { label: 'Security', icon: <LockRounded />, text: 'Password, passkeys and active sessions.' },
  {
    label: 'Notifications',
    icon: <NotificationsRounded />,
    text: 'What we email you about, and how often.',
  },
];

export default function TabsVertical() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue={0}
      variant="outlined"
      sx={{ maxWidth: 520, borderRadius: 'md', overflow: 'hidden' }}
    >
      <TabList aria-label="Account settings">
        {sections.map((section) => (
          <Tab key={section.label}>
            <ListItemDecorator>{section.icon}</ListItemDecorator>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index}>
          <Typography level="title-md">{section.label}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
