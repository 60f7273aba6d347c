import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'General', text: 'Workspace name, logo and the default language of new documents.' },
  { label: 'Members', text: '14 members and 3 pending invitations. Admins can change roles.' },
  { label: 'Integrations', text: 'Slack, GitHub and Google Drive are connected.' },
  { label: 'Notifications', text: 'Email digests go out every Monday at 9:00.' },
  { label: 'Danger zone', text: 'Transfer ownership of the workspace, or delete it for good.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', height: 240, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        aria-label="Workspace settings"
        // The line sits between the tabs and the panel, on the inline end side.
        sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`settings-tab-${index}`}
            aria-controls={`settings-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`settings-tabpanel-${index}`}
          aria-labelledby={`settings-tab-${index}`}
          sx={{ px: 3, py: 1 }}
        >
          {value === index && (
            <React.Fragment>
              <Typography variant="h6" component="h3" gutterBottom>
                {section.label}
              </Typography>
              <Typography color="text.secondary">{section.text}</Typography>
            </React.Fragment>
          )}
        </Box>
      ))}
    </Box>
  );
}
