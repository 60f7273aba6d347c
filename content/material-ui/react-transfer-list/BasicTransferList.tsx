import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const without = (list: readonly string[], remove: readonly string[]) =>
  list.filter((item) => !remove.includes(item));

export default function BasicTransferList() {
  const theme = useTheme();
  const [available, setAvailable] = React.useState(['Billing', 'Calendar', 'Chat', 'Files']);
  const [installed, setInstalled] = React.useState(['Contacts', 'Tasks']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const checkedAvailable = checked.filter((item) => available.includes(item));
  const checkedInstalled = checked.filter((item) => installed.includes(item));

  const toggle = (item: string) =>
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );

  const install = () => {
    setInstalled((current) => [...current, ...checkedAvailable]);
    setAvailable((current) => without(current, checkedAvailable));
    setChecked((current) => without(current, checkedAvailable));
  };

  const uninstall = () => {
    setAvailable((current) => [...current, ...checkedInstalled]);
    setInstalled((current) => without(current, checkedInstalled));
    setChecked((current) => without(current, checkedInstalled));
  };

  // The lists swap sides in right-to-left layouts, so the arrows do too.
  const flip = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  const renderList = (title: string, items: string[]) => (
    <Paper variant="outlined" sx={{ width: 190, height: 260, overflow: 'auto' }}>
      <Typography id={`apps-${title}`} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={`apps-${title}`}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() => toggle(item)}
                />
              }
              label={item}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} alignItems="center" justifyContent="center">
      {renderList('Available', available)}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={install}
          disabled={checkedAvailable.length === 0}
          aria-label="Install the checked apps"
        >
          <ChevronRightIcon sx={flip} />
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={uninstall}
          disabled={checkedInstalled.length === 0}
          aria-label="Remove the checked apps"
        >
          <ChevronLeftIcon sx={flip} />
        </Button>
      </Stack>
      {renderList('Installed', installed)}
    </Stack>
  );
}
