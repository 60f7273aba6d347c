import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CodeRounded from '@mui/icons-material/CodeRounded';
import PersonOutline from '@mui/icons-material/PersonOutline';

type Kind = 'Pages' | 'Code' | 'People';

interface Result {
  kind: Kind;
  title: string;
  detail: string;
}

const results: Result[] = [
  { kind: 'Pages', title: 'Onboarding checklist', detail: 'Handbook · updated 2 days ago' },
  { kind: 'Pages', title: 'On-call rotation', detail: 'Engineering · updated last week' },
  { kind: 'Code', title: 'useOnlineStatus.ts', detail: 'web-app/src/hooks' },
  { kind: 'Code', title: 'onboarding.sql', detail: 'db/migrations' },
  { kind: 'People', title: 'Oliver Nakamura', detail: 'Site reliability' },
  { kind: 'People', title: 'Olga Petrova', detail: 'Customer success' },
];

const icons: Record<Kind, React.ReactNode> = {
  Pages: <ArticleOutlined />,
  Code: <CodeRounded />,
  People: <PersonOutline />,
};

export default function AutocompleteGrouped() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Search the workspace</FormLabel>
      <Autocomplete
        placeholder="Try “on”"
        options={results}
        groupBy={(option) => option.kind}
        getOptionLabel={(option) => option.title}
        renderOption={(props, option) => {
          // `props` carries the option's `key`: React wants it passed on its own, not spread.
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>{icons[option.kind]}</ListItemDecorator>
              <ListItemContent>
                {option.title}
                <Typography level="body-xs">{option.detail}</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
        slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      />
    </FormControl>
  );
}
