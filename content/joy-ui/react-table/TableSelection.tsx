import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const users = [
  { id: 'u1', name: 'Hana Kobayashi', email: 'hana@example.com', active: true },
  { id: 'u2', name: 'Omar Farouk', email: 'omar@example.com', active: false },
  { id: 'u3', name: 'Julia Santos', email: 'julia@example.com', active: true },
  { id: 'u4', name: 'Tom Becker', email: 'tom@example.com', active: true },
];

export default function TableSelection() {
  const [selected, setSelected] = React.useState<string[]>(['u2']);
  const allSelected = selected.length === users.length;
  const someSelected = selected.length > 0 && !allSelected;

  // Joy UI sets aria-checked="mixed"; the input's own `indeterminate` property must agree.
  const allRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (allRef.current) {
      allRef.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography level="body-sm">{selected.length} selected</Typography>
        <Button size="sm" variant="soft" color="danger" disabled={selected.length === 0}>
          Deactivate
        </Button>
      </Stack>
      <Table
        aria-label="Users"
        hoverRow
        sx={{
          '& tr > *:first-of-type': { width: 48 },
          '& tr[data-selected] > td': { bgcolor: 'primary.softBg' },
        }}
      >
        <thead>
          <tr>
            <th>
              <Checkbox
                size="sm"
                slotProps={{ input: { 'aria-label': 'Select all users', ref: allRef } }}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? users.map((user) => user.id) : [])
                }
              />
            </th>
            <th>Name</th>
            <th>Email</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const checked = selected.includes(user.id);
            return (
              <tr key={user.id} data-selected={checked || undefined}>
                <td>
                  <Checkbox
                    size="sm"
                    slotProps={{ input: { 'aria-label': `Select ${user.name}` } }}
                    checked={checked}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? [...current, user.id]
                          : current.filter((id) => id !== user.id),
                      )
                    }
                  />
                </td>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>
                  <Chip size="sm" variant="soft" color={user.active ? 'success' : 'neutral'}>
                    {user.active ? 'Active' : 'Inactive'}
                  </Chip>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Stack>
  );
}
