import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Email {
  id: number;
  sender: string;
  subject: string;
  received: string;
}

const initialEmails: Email[] = [
  { id: 1, sender: 'Priya Raman', subject: 'Design review moved to Thursday', received: 'Mar 12' },
  { id: 2, sender: 'GitHub', subject: '[docs] New pull request #482', received: 'Mar 12' },
  { id: 3, sender: 'Tomás Ortega', subject: 'Invoice for February consulting', received: 'Mar 11' },
  { id: 4, sender: 'Hana Kim', subject: 'Offsite agenda (draft)', received: 'Mar 10' },
  { id: 5, sender: 'Calendar', subject: 'Reminder: quarterly planning', received: 'Mar 9' },
];

export default function SelectableTable() {
  const [emails, setEmails] = React.useState(initialEmails);
  const [selected, setSelected] = React.useState<readonly number[]>([]);

  const allSelected = emails.length > 0 && selected.length === emails.length;
  const someSelected = selected.length > 0 && !allSelected;

  const toggleAll = () => setSelected(allSelected ? [] : emails.map((email) => email.id));

  const toggleOne = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  const deleteSelected = () => {
    setEmails((current) => current.filter((email) => !selected.includes(email.id)));
    setSelected([]);
  };

  return (
    <Paper variant="outlined">
      <Toolbar
        sx={{
          paddingInlineStart: 2,
          paddingInlineEnd: 1,
          ...(selected.length > 0 && {
            bgcolor: (theme) =>
              theme.vars
                ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`
                : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
          }),
        }}
      >
        <Typography sx={{ flex: 1 }} variant="subtitle1" component="h3" aria-live="polite">
          {selected.length > 0 ? `${selected.length} selected` : 'Inbox'}
        </Typography>
        <Button
          startIcon={<DeleteIcon />}
          onClick={deleteSelected}
          disabled={selected.length === 0}
        >
          Delete
        </Button>
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 520 }} aria-label="Inbox">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={toggleAll}
                  disabled={emails.length === 0}
                  inputProps={{ 'aria-label': 'Select all emails' }}
                />
              </TableCell>
              <TableCell>From</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell align="right">Received</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {emails.map((email) => {
              const isSelected = selected.includes(email.id);
              return (
                <TableRow
                  key={email.id}
                  hover
                  selected={isSelected}
                  onClick={() => toggleOne(email.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      // The row's click handler toggles it; stop the checkbox's own click from toggling twice.
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggleOne(email.id)}
                      inputProps={{
                        'aria-label': `Select the email from ${email.sender}: ${email.subject}`,
                      }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {email.sender}
                  </TableCell>
                  <TableCell>{email.subject}</TableCell>
                  <TableCell align="right">{email.received}</TableCell>
                </TableRow>
              );
            })}
            {emails.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  Your inbox is empty.{' '}
                  <Button size="small" onClick={() => setEmails(initialEmails)}>
                    Restore emails
                  </Button>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
