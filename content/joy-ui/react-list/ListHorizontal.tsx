import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';

const links = ['Pricing', 'Docs', 'Blog', 'Changelog'];
const tags = ['react', 'typescript', 'css-variables', 'accessibility', 'design-tokens', 'ssr'];

export default function ListHorizontal() {
  return (
    <Stack spacing={3}>
      <Box component="nav" aria-label="Site">
        <List orientation="horizontal" sx={{ flexGrow: 0 }}>
          {links.map((link, index) => (
            <React.Fragment key={link}>
              {index > 0 && <ListDivider aria-hidden />}
              <ListItem>
                <ListItemButton component="a" href={`https://example.com/${link.toLowerCase()}`}>
                  {link}
                </ListItemButton>
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Box>
      <List
        orientation="horizontal"
        wrap
        aria-label="Tags"
        sx={{ '--List-gap': '8px', '--ListItem-radius': '20px' }}
      >
        {tags.map((tag) => (
          <ListItem key={tag} variant="outlined">
            #{tag}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
