import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import { TransitionGroup } from 'react-transition-group';

const pantry = ['Oat milk', 'Basmati rice', 'Chickpeas', 'Tomato passata', 'Dark chocolate'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(pantry.slice(0, 3));
  const next = pantry.find((item) => !items.includes(item));

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Button
        variant="outlined"
        disabled={!next}
        onClick={() => next && setItems([...items, next])}
      >
        {next ? `Add ${next}` : 'Everything is on the list'}
      </Button>
      <Paper variant="outlined">
        <List aria-label="Shopping list">
          {/* TransitionGroup sets `in` on each child: Collapse animates additions and removals.
              component={null} renders no wrapper, and each Collapse is the list's <li>. */}
          <TransitionGroup component={null}>
            {items.map((item) => (
              <Collapse key={item} component="li">
                <ListItem component="div">
                  <ListItemText primary={item} />
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item}`}
                    onClick={() => setItems(items.filter((other) => other !== item))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </ListItem>
              </Collapse>
            ))}
          </TransitionGroup>
        </List>
      </Paper>
    </Stack>
  );
}
