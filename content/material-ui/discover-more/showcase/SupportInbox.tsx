import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

type Status = 'open' | 'waiting' | 'solved';

interface Ticket {
  id: number;
  customer: string;
  initials: string;
  subject: string;
  preview: string;
  received: string;
  status: Status;
  unread: boolean;
}

const tickets: Ticket[] = [
  {
    id: 4812,
    customer: 'Mara Lindqvist',
    initials: 'ML',
    subject: 'Wrong size delivered',
    preview: 'I ordered the wool coat in M but received an L. Can I exchange it?',
    received: '09:14',
    status: 'open',
    unread: true,
  },
  {
    id: 4809,
    customer: 'Kwame Mensah',
    initials: 'KM',
    subject: 'Invoice for my company',
    preview: 'Could you add our VAT number to the invoice of order 55102?',
    received: '08:51',
    status: 'waiting',
    unread: false,
  },
  {
    id: 4801,
    customer: 'Sofia Ricci',
    initials: 'SR',
    subject: 'Parcel tracking stuck',
    preview: 'The tracking page has not changed since Monday.',
    received: 'Yesterday',
    status: 'solved',
    unread: false,
  },
];

const statusColor = { open: 'error', waiting: 'warning', solved: 'success' } as const;
const filters: (Status | 'all')[] = ['all', 'open', 'waiting', 'solved'];

export default function SupportInbox() {
  const [filter, setFilter] = React.useState<Status | 'all'>('all');
  const [selectedId, setSelectedId] = React.useState(tickets[0].id);
  const visible = tickets.filter((ticket) => filter === 'all' || ticket.status === filter);
  const selected = tickets.find((ticket) => ticket.id === selectedId) ?? tickets[0];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined">
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1.5, flexWrap: 'wrap' }}>
          {filters.map((name) => (
            <Chip
              key={name}
              label={name === 'all' ? 'All' : name[0].toUpperCase() + name.slice(1)}
              color={filter === name ? 'primary' : 'default'}
              variant={filter === name ? 'filled' : 'outlined'}
              onClick={() => setFilter(name)}
              aria-pressed={filter === name}
            />
          ))}
        </Stack>
        <List component="nav" aria-label="Tickets" sx={{ pt: 0 }}>
          {visible.map((ticket) => (
            <ListItemButton
              key={ticket.id}
              selected={ticket.id === selected.id}
              onClick={() => setSelectedId(ticket.id)}
              alignItems="flex-start"
            >
              <ListItemAvatar>
                <Badge color="error" variant="dot" invisible={!ticket.unread} overlap="circular">
                  <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {ticket.initials}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={ticket.subject}
                secondary={`${ticket.customer} · ${ticket.received}`}
                primaryTypographyProps={{ fontWeight: ticket.unread ? 600 : 400 }}
              />
            </ListItemButton>
          ))}
          {visible.length === 0 && (
            <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
              No tickets with this status.
            </Typography>
          )}
        </List>
      </Paper>
      <Card variant="outlined">
        <CardHeader
          avatar={
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {selected.initials}
            </Avatar>
          }
          title={selected.subject}
          subheader={`#${selected.id} · ${selected.customer}`}
          action={
            <Chip
              size="small"
              variant="outlined"
              label={selected.status}
              // The status color on the border, the label in the text color: white on a filled
              // warning or error chip stays under 4.5:1 in the default palette.
              sx={{
                mt: 1,
                marginInlineEnd: 1,
                color: 'text.primary',
                borderColor: `${statusColor[selected.status]}.main`,
              }}
            />
          }
        />
        <CardContent>
          <Typography variant="body2">{selected.preview}</Typography>
          <TextField
            label="Reply"
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            placeholder={`Write to ${selected.customer.split(' ')[0]}…`}
          />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button>Mark as solved</Button>
          <Button variant="contained" endIcon={<SendIcon />}>
            Send reply
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
