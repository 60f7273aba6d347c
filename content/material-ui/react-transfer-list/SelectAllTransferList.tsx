import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const everyone = [
  'Amara Okafor',
  'Diego Fernández',
  'Hana Sato',
  'Lukas Becker',
  'Mei Chen',
  'Noah Williams',
  'Priya Raman',
  'Sofia Rossi',
  'Tomás Silva',
  'Yusuf Demir',
];

const without = (list: readonly string[], remove: readonly string[]) =>
  list.filter((item) => !remove.includes(item));

interface SideProps {
  title: string;
  items: string[];
  checked: string[];
  onToggle: (item: string) => void;
  onToggleAll: (items: string[]) => void;
}

function Side({ title, items, checked, onToggle, onToggleAll }: SideProps) {
  const [query, setQuery] = React.useState('');
  const shown = items.filter((item) => item.toLowerCase().includes(query.trim().toLowerCase()));
  const checkedCount = shown.filter((item) => checked.includes(item)).length;

  return (
    <Card variant="outlined" sx={{ width: 240 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            onChange={() => onToggleAll(shown)}
            checked={shown.length > 0 && checkedCount === shown.length}
            indeterminate={checkedCount > 0 && checkedCount < shown.length}
            disabled={shown.length === 0}
            inputProps={{ 'aria-label': `Select every shown person in ${title}` }}
          />
        }
        title={title}
        subheader={`${checkedCount}/${shown.length} selected`}
      />
      <Divider />
      <TextField
        size="small"
        label={`Filter ${title.toLowerCase()}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ m: 1.5, width: 'calc(100% - 24px)' }}
      />
      <List dense sx={{ height: 220, overflow: 'auto' }} aria-label={title}>
        {shown.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() => onToggle(item)}
                />
              }
              label={item}
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function SelectAllTransferList() {
  const theme = useTheme();
  const [invited, setInvited] = React.useState(['Hana Sato', 'Mei Chen']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const notInvited = without(everyone, invited);

  const checkedLeft = checked.filter((item) => notInvited.includes(item));
  const checkedRight = checked.filter((item) => invited.includes(item));

  const toggle = (item: string) =>
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );

  // Unchecks the shown items when all of them are checked, otherwise checks them all.
  const toggleAll = (items: string[]) =>
    setChecked((current) =>
      items.every((item) => current.includes(item))
        ? without(current, items)
        : [...without(current, items), ...items],
    );

  const flip = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems="center"
      justifyContent="center"
    >
      <Side
        title="Team"
        items={notInvited}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
      <Stack direction={{ xs: 'row', md: 'column' }} spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={checkedLeft.length === 0}
          onClick={() => {
            setInvited((current) => [...current, ...checkedLeft]);
            setChecked((current) => without(current, checkedLeft));
          }}
          aria-label="Invite the selected people"
        >
          <ChevronRightIcon sx={flip} />
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={checkedRight.length === 0}
          onClick={() => {
            setInvited((current) => without(current, checkedRight));
            setChecked((current) => without(current, checkedRight));
          }}
          aria-label="Remove the selected people from the invitation"
        >
          <ChevronLeftIcon sx={flip} />
        </Button>
      </Stack>
      <Side
        title="Invited"
        items={invited}
        checked={checked}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
    </Stack>
  );
}
