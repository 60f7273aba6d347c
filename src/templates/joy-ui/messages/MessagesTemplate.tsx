import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import InsertDriveFileRoundedIcon from '@mui/icons-material/InsertDriveFileRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

interface Message {
  id: string;
  /** `me` for the signed-in person, otherwise the contact. */
  from: 'me' | 'them';
  text: string;
  /** Shown as is: fixed times, so the server and the browser render the same thread. */
  time: string;
  attachment?: { name: string; size: string };
}

interface Conversation {
  id: string;
  name: string;
  role: string;
  initials: string;
  online: boolean;
  unread: number;
  messages: Message[];
}

const CONVERSATIONS: Conversation[] = [
  {
    id: 'olivia',
    name: 'Olivia Reyes',
    role: 'Customer, order HP-2291',
    initials: 'OR',
    online: true,
    unread: 2,
    messages: [
      {
        id: 'o1',
        from: 'them',
        time: '9:12',
        text: 'Hi! I just ordered three of the speckled mugs. Could you wrap one of them as a gift?',
      },
      {
        id: 'o2',
        from: 'me',
        time: '9:20',
        text: 'Of course. We will wrap it in our linen paper and add a blank card, so you can write your own note.',
      },
      {
        id: 'o3',
        from: 'them',
        time: '9:24',
        text: 'Perfect, thank you. It is for my sister’s birthday on the 21st.',
      },
      {
        id: 'o4',
        from: 'them',
        time: '9:25',
        text: 'Do you think it will arrive by then? I live in Portland.',
      },
    ],
  },
  {
    id: 'kiln',
    name: 'Tideline Kiln Co-op',
    role: 'Supplier',
    initials: 'TK',
    online: false,
    unread: 1,
    messages: [
      {
        id: 'k1',
        from: 'me',
        time: 'Mon',
        text: 'Could we book two firings next week? We have about forty mugs and a dozen bowls.',
      },
      {
        id: 'k2',
        from: 'them',
        time: 'Mon',
        text: 'Tuesday and Friday are open. Here is the updated schedule with the glaze notes.',
        attachment: { name: 'firing-schedule-march.pdf', size: '240 kB' },
      },
      {
        id: 'k3',
        from: 'them',
        time: 'Tue',
        text: 'Please drop the pieces off before 4 pm the day before each firing.',
      },
    ],
  },
  {
    id: 'jonas',
    name: 'Jonas Berg',
    role: 'Packing and shipping',
    initials: 'JB',
    online: true,
    unread: 0,
    messages: [
      {
        id: 'j1',
        from: 'them',
        time: 'Mar 12',
        text: 'The new boxes fit the serving boards, but the candles rattle. Should I add paper fill?',
      },
      {
        id: 'j2',
        from: 'me',
        time: 'Mar 12',
        text: 'Yes, and put the candles in the small sleeves first. Thanks for checking!',
      },
    ],
  },
  {
    id: 'priya',
    name: 'Priya Natarajan',
    role: 'Customer, order HP-2289',
    initials: 'PN',
    online: false,
    unread: 0,
    messages: [
      {
        id: 'p1',
        from: 'them',
        time: 'Mar 11',
        text: 'The tea towels are lovely. Do you plan to make them in a darker green?',
      },
      {
        id: 'p2',
        from: 'me',
        time: 'Mar 11',
        text: 'We are dyeing a moss green batch in April. I can let you know when it is in the shop.',
      },
      { id: 'p3', from: 'them', time: 'Mar 11', text: 'Yes please!' },
    ],
  },
];

function lastMessage(conversation: Conversation): Message {
  return conversation.messages[conversation.messages.length - 1];
}

function ConversationList(props: {
  conversations: Conversation[];
  currentId: string;
  onSelect: (id: string) => void;
}) {
  const { conversations, currentId, onSelect } = props;
  const [query, setQuery] = React.useState('');
  const normalized = query.trim().toLowerCase();
  const shown = conversations.filter((conversation) =>
    conversation.name.toLowerCase().includes(normalized),
  );
  return (
    <Stack sx={{ minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography level="h1" sx={{ fontSize: 'xl2', mb: 1.5 }}>
          Messages
        </Typography>
        <Input
          size="sm"
          type="search"
          placeholder="Search by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          startDecorator={<SearchRoundedIcon />}
          slotProps={{ input: { 'aria-label': 'Search conversations' } }}
        />
      </Box>
      <List
        aria-label="Conversations"
        sx={{
          overflowY: 'auto',
          px: 1,
          '--ListItem-radius': 'var(--joy-radius-sm)',
          '--List-gap': '2px',
        }}
      >
        {shown.map((conversation) => {
          const last = lastMessage(conversation);
          const current = conversation.id === currentId;
          return (
            <ListItem key={conversation.id}>
              <ListItemButton
                selected={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(conversation.id)}
                sx={{ alignItems: 'flex-start', py: 1 }}
              >
                <ListItemDecorator sx={{ alignSelf: 'center' }}>
                  <Badge
                    invisible={!conversation.online}
                    color="success"
                    size="sm"
                    badgeInset="14%"
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  >
                    <Avatar size="sm" aria-hidden>
                      {conversation.initials}
                    </Avatar>
                  </Badge>
                </ListItemDecorator>
                <ListItemContent sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography level="title-sm" noWrap>
                      {conversation.name}
                    </Typography>
                    <Typography level="body-xs" sx={{ flexShrink: 0 }}>
                      {last.time}
                    </Typography>
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography level="body-sm" noWrap sx={{ flexGrow: 1 }}>
                      {last.from === 'me' ? 'You: ' : ''}
                      {last.text}
                    </Typography>
                    {conversation.unread > 0 ? (
                      <Chip size="sm" variant="solid" color="primary">
                        {conversation.unread}
                        <span
                          style={{
                            position: 'absolute',
                            width: 1,
                            height: 1,
                            overflow: 'hidden',
                            clipPath: 'inset(50%)',
                          }}
                        >
                          {' '}
                          unread
                        </span>
                      </Chip>
                    ) : null}
                  </Box>
                  {conversation.online ? (
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clipPath: 'inset(50%)',
                      }}
                    >
                      Online
                    </span>
                  ) : null}
                </ListItemContent>
              </ListItemButton>
            </ListItem>
          );
        })}
        {shown.length === 0 ? (
          <ListItem>
            <Typography level="body-sm">No conversation with “{query.trim()}”.</Typography>
          </ListItem>
        ) : null}
      </List>
    </Stack>
  );
}

function Bubble({ message, contact }: { message: Message; contact: Conversation }) {
  const mine = message.from === 'me';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        maxWidth: '100%',
      }}
    >
      <Typography level="body-xs" sx={{ mb: 0.5 }}>
        {mine ? 'You' : contact.name} · {message.time}
      </Typography>
      <Sheet
        variant={mine ? 'solid' : 'soft'}
        color={mine ? 'primary' : 'neutral'}
        sx={{
          px: 1.75,
          py: 1.25,
          maxWidth: { xs: '85%', sm: '70%' },
          borderRadius: 'lg',
          [mine ? 'borderEndEndRadius' : 'borderEndStartRadius']: 4,
        }}
      >
        <Typography
          level="body-sm"
          sx={{
            color: mine ? 'primary.solidColor' : 'text.primary',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {message.text}
        </Typography>
        {message.attachment ? (
          <Button
            component="a"
            href="#"
            size="sm"
            variant="outlined"
            color="neutral"
            startDecorator={<InsertDriveFileRoundedIcon />}
            sx={{ mt: 1, maxWidth: '100%', justifyContent: 'flex-start' }}
          >
            <Typography level="body-xs" noWrap component="span">
              {message.attachment.name} ({message.attachment.size})
            </Typography>
          </Button>
        ) : null}
      </Sheet>
    </Box>
  );
}

function Thread(props: {
  contact: Conversation;
  onBack: () => void;
  onSend: (text: string) => void;
}) {
  const { contact, onBack, onSend } = props;
  const [draft, setDraft] = React.useState('');
  const scroller = React.useRef<HTMLDivElement>(null);

  // Show the newest message: on opening a conversation and after each new one.
  React.useEffect(() => {
    const element = scroller.current;
    if (element) {
      element.scrollTop = element.scrollHeight;
    }
  }, [contact.id, contact.messages.length]);

  const send = () => {
    const text = draft.trim();
    if (text === '') {
      return;
    }
    // Post the message to your messaging service here.
    onSend(text);
    setDraft('');
  };

  return (
    <Stack component="section" aria-labelledby="thread-title" sx={{ minHeight: 0, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <IconButton
          aria-label="Back to conversations"
          variant="plain"
          color="neutral"
          onClick={onBack}
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBackRoundedIcon />
        </IconButton>
        <Avatar aria-hidden>{contact.initials}</Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography level="title-lg" component="h2" id="thread-title" noWrap>
            {contact.name}
          </Typography>
          <Typography level="body-xs" noWrap>
            {contact.online ? 'Online · ' : ''}
            {contact.role}
          </Typography>
        </Box>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          component="a"
          href="#"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          View profile
        </Button>
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        aria-label={`Messages with ${contact.name}`}
        role="log"
        sx={{
          flexGrow: 1,
          minHeight: 0,
          overflowY: 'auto',
          px: { xs: 2, sm: 3 },
          py: 2,
          bgcolor: 'background.level1',
        }}
      >
        <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
          {contact.messages.map((message) => (
            <Bubble key={message.id} message={message} contact={contact} />
          ))}
        </Stack>
      </Box>
      <Box
        component="form"
        aria-label="Reply"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send();
        }}
        sx={{ p: 2, borderTop: '1px solid', borderColor: 'divider' }}
      >
        <Textarea
          placeholder={`Write to ${contact.name.split(' ')[0]}…`}
          minRows={2}
          maxRows={6}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
          slotProps={{
            textarea: {
              'aria-label': `Message to ${contact.name}`,
              'aria-describedby': 'composer-hint',
            },
          }}
          endDecorator={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Attach a file">
                <AttachFileRoundedIcon />
              </IconButton>
              <Typography id="composer-hint" level="body-xs" sx={{ flexGrow: 1 }}>
                Ctrl+Enter to send
              </Typography>
              <Button
                type="submit"
                size="sm"
                endDecorator={<SendRoundedIcon />}
                disabled={draft.trim() === ''}
              >
                Send
              </Button>
            </Box>
          }
        />
      </Box>
    </Stack>
  );
}

export default function MessagesTemplate() {
  const [conversations, setConversations] = React.useState(CONVERSATIONS);
  const [currentId, setCurrentId] = React.useState(CONVERSATIONS[0].id);
  // On a phone one pane shows at a time: the list, or the open conversation.
  const [phoneView, setPhoneView] = React.useState<'list' | 'thread'>('list');
  const current = conversations.find((conversation) => conversation.id === currentId)!;

  const open = (id: string) => {
    setCurrentId(id);
    setPhoneView('thread');
    setConversations((all) =>
      all.map((conversation) =>
        conversation.id === id ? { ...conversation, unread: 0 } : conversation,
      ),
    );
  };

  const send = (text: string) =>
    setConversations((all) =>
      all.map((conversation) =>
        conversation.id === currentId
          ? {
              ...conversation,
              messages: [
                ...conversation.messages,
                {
                  id: `${conversation.id}-${conversation.messages.length + 1}`,
                  from: 'me',
                  time: 'Just now',
                  text,
                },
              ],
            }
          : conversation,
      ),
    );

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Sheet
        component="header"
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderInline: 0,
          borderTop: 0,
        }}
      >
        <ForestRoundedIcon color="primary" />
        <Typography level="title-md" component="p" sx={{ flexGrow: 1 }}>
          Harbor &amp; Pine
        </Typography>
        <Avatar size="sm" variant="soft" role="img" aria-label="Signed in as Maren Okafor">
          MO
        </Avatar>
      </Sheet>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
        }}
      >
        <Sheet
          sx={{
            display: { xs: phoneView === 'list' ? 'block' : 'none', md: 'block' },
            minHeight: 0,
            borderInlineEnd: { md: '1px solid' },
            borderColor: { md: 'divider' },
          }}
        >
          <ConversationList conversations={conversations} currentId={currentId} onSelect={open} />
        </Sheet>
        <Box
          sx={{
            display: { xs: phoneView === 'thread' ? 'block' : 'none', md: 'block' },
            minHeight: 0,
          }}
        >
          <Thread contact={current} onBack={() => setPhoneView('list')} onSend={send} />
        </Box>
      </Box>
    </Box>
  );
}
