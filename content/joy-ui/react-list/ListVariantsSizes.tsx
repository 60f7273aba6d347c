import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import type { VariantProp } from '@mui/joy/styles';

const lists: { variant: VariantProp; size: 'sm' | 'md' | 'lg' }[] = [
  { variant: 'outlined', size: 'sm' },
  { variant: 'soft', size: 'md' },
  { variant: 'plain', size: 'lg' },
];

const languages = [
  { flag: '🇫🇷', name: 'Français' },
  { flag: '🇯🇵', name: '日本語' },
  { flag: '🇧🇷', name: 'Português' },
];

export default function ListVariantsSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {lists.map((list) => (
        <List
          key={list.variant}
          variant={list.variant}
          size={list.size}
          aria-label={`Languages, ${list.variant} ${list.size}`}
          sx={{ minWidth: 180, flexGrow: 0, borderRadius: 'sm' }}
        >
          {languages.map((language, index) => (
            <React.Fragment key={language.name}>
              {index > 0 && <ListDivider aria-hidden inset="gutter" />}
              <ListItem>
                <ListItemDecorator aria-hidden>{language.flag}</ListItemDecorator>
                {language.name}
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      ))}
    </Box>
  );
}
