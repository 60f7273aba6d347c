import { useState } from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const sections = [
  {
    value: 'profile',
    label: 'Profile',
    body: 'Your name, photo and pronouns as teammates see them.',
  },
  {
    value: 'security',
    label: 'Security',
    body: 'Two-factor authentication is on. Last sign-in: Lisbon, 2 days ago.',
  },
  { value: 'billing', label: 'Billing', body: 'Team plan, 12 seats, renews on March 1.' },
];

const Layout = styled(Tabs)({ display: 'flex', gap: 24, minHeight: 150 });

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  minWidth: 140,
  paddingInlineEnd: 12,
  borderInlineEnd: '1px solid #cbd5e1',
  ...theme.applyStyles('dark', { borderInlineEndColor: '#475569' }),
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  padding: '8px 12px',
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  color: '#475569',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
  },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  [`&.${tabClasses.selected}`]: {
    backgroundColor: '#dbeafe',
    color: '#1e3a8a',
    ...theme.applyStyles('dark', { backgroundColor: '#1e3a8a', color: '#dbeafe' }),
  },
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Panel = styled(TabPanel)({ fontSize: '0.875rem', lineHeight: 1.6, '& h3': { marginTop: 0 } });

export default function SettingsVerticalTabs() {
  const [section, setSection] = useState<string | number | null>('profile');
  return (
    <Layout orientation="vertical" value={section} onChange={(_, value) => setSection(value)}>
      <List aria-label="Account settings">
        {sections.map((item) => (
          <StyledTab key={item.value} value={item.value}>
            {item.label}
          </StyledTab>
        ))}
      </List>
      {sections.map((item) => (
        <Panel key={item.value} value={item.value}>
          <h3>{item.label}</h3>
          {item.body}
        </Panel>
      ))}
    </Layout>
  );
}
