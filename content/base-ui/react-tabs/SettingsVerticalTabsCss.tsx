import { useState } from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

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

const css = `
.settings-tabs {
  --tabs-line: #cbd5e1;
  --tab-text: #475569;
  --tab-hover: #f1f5f9;
  --tab-selected-bg: #dbeafe;
  --tab-selected-text: #1e3a8a;
  --tab-focus: #2563eb;
  display: flex;
  gap: 24px;
  min-height: 150px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .settings-tabs {
  --tabs-line: #475569;
  --tab-text: #cbd5e1;
  --tab-hover: #1e293b;
  --tab-selected-bg: #1e3a8a;
  --tab-selected-text: #dbeafe;
  --tab-focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .settings-tabs {
    --tabs-line: #475569;
    --tab-text: #cbd5e1;
    --tab-hover: #1e293b;
    --tab-selected-bg: #1e3a8a;
    --tab-selected-text: #dbeafe;
    --tab-focus: #93c5fd;
  }
}
.settings-tabs .base-TabsList-root {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 140px;
  padding-inline-end: 12px;
  border-inline-end: 1px solid var(--tabs-line);
}
.settings-tabs .base-Tab-root {
  padding: 8px 12px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: var(--tab-text);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
.settings-tabs .base-Tab-root:hover { background-color: var(--tab-hover); }
.settings-tabs .base-Tab-root:focus-visible { outline: 2px solid var(--tab-focus); }
.settings-tabs .base-Tab-root.base--selected {
  background-color: var(--tab-selected-bg);
  color: var(--tab-selected-text);
}
.settings-tabs .base-TabPanel-root { font-size: 0.875rem; line-height: 1.6; }
.settings-tabs .base-TabPanel-root h3 { margin-top: 0; }
`;

export default function SettingsVerticalTabsCss() {
  const [section, setSection] = useState<string | number | null>('profile');
  return (
    <>
      <style>{css}</style>
      <Tabs
        className="settings-tabs"
        orientation="vertical"
        value={section}
        onChange={(_, value) => setSection(value)}
      >
        <TabsList aria-label="Account settings">
          {sections.map((item) => (
            <Tab key={item.value} value={item.value}>
              {item.label}
            </Tab>
          ))}
        </TabsList>
        {sections.map((item) => (
          <TabPanel key={item.value} value={item.value}>
            <h3>{item.label}</h3>
            {item.body}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
