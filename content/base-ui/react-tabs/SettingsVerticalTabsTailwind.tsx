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

const tabClassName =
  'cursor-pointer rounded-md border-0 bg-transparent px-3 py-2 text-start text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-300 [&.base--selected]:bg-blue-100 [&.base--selected]:text-blue-900 dark:[&.base--selected]:bg-blue-900 dark:[&.base--selected]:text-blue-100';

export default function SettingsVerticalTabsTailwind() {
  const [section, setSection] = useState<string | number | null>('profile');
  return (
    <Tabs
      orientation="vertical"
      value={section}
      onChange={(_, value) => setSection(value)}
      className="flex min-h-[150px] gap-6"
    >
      <TabsList
        aria-label="Account settings"
        className="flex min-w-[140px] flex-col gap-1 border-0 border-e border-solid border-slate-300 pe-3 dark:border-slate-600"
      >
        {sections.map((item) => (
          <Tab key={item.value} value={item.value} className={tabClassName}>
            {item.label}
          </Tab>
        ))}
      </TabsList>
      {sections.map((item) => (
        <TabPanel key={item.value} value={item.value} className="text-sm leading-relaxed">
          <h3 className="mb-4 mt-0 text-[1.17em] font-bold">{item.label}</h3>
          {item.body}
        </TabPanel>
      ))}
    </Tabs>
  );
}
