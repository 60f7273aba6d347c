import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const groceries = [
  { id: 'oats', name: 'Rolled oats', detail: '1 kg bag' },
  { id: 'spinach', name: 'Baby spinach', detail: '200 g' },
  { id: 'yogurt', name: 'Greek yogurt', detail: '2 tubs' },
  { id: 'lemons', name: 'Lemons', detail: '4, unwaxed' },
  { id: 'coffee', name: 'Ground coffee', detail: 'Medium roast' },
];

export default function CheckboxList() {
  const [checked, setChecked] = React.useState<string[]>(['spinach']);

  const toggle = (id: string) =>
    setChecked((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="grocery-list-title" variant="subtitle1" component="h3" sx={{ px: 2, pt: 2 }}>
        Groceries ({checked.length} of {groceries.length} in the cart)
      </Typography>
      <List aria-labelledby="grocery-list-title">
        {groceries.map((item) => (
          <ListItem key={item.id} disablePadding>
            {/* A native label makes the whole row toggle the checkbox and names it. */}
            <Box
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                width: '100%',
                paddingInline: 2,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Checkbox
                edge="start"
                checked={checked.includes(item.id)}
                onChange={() => toggle(item.id)}
              />
              <ListItemText
                primary={item.name}
                secondary={item.detail}
                sx={{
                  marginInlineStart: 1,
                  textDecoration: checked.includes(item.id) ? 'line-through' : 'none',
                }}
              />
            </Box>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
