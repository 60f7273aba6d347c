import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import EmailRoundedIcon from '@mui/icons-material/EmailRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';

type Department = 'Design' | 'Engineering' | 'Operations' | 'Support';

interface Person {
  name: string;
  initials: string;
  role: string;
  department: Department;
  location: string;
  email: string;
  skills: string[];
  /** Out of office: their card says so. */
  away?: string;
}

const DEPARTMENTS: Department[] = ['Design', 'Engineering', 'Operations', 'Support'];

const DEPARTMENT_COLORS = {
  Design: 'primary',
  Engineering: 'success',
  Operations: 'warning',
  Support: 'danger',
} as const;

const PEOPLE: Person[] = [
  {
    name: 'Aiko Tanaka',
    initials: 'AT',
    role: 'Product designer',
    department: 'Design',
    location: 'Osaka, Japan',
    email: 'aiko.tanaka@harborandpine.com',
    skills: ['Checkout flows', 'Prototyping'],
  },
  {
    name: 'Bram de Vries',
    initials: 'BV',
    role: 'Brand designer',
    department: 'Design',
    location: 'Utrecht, Netherlands',
    email: 'bram.devries@harborandpine.com',
    skills: ['Illustration', 'Packaging'],
    away: 'Back on March 24',
  },
  {
    name: 'Chiamaka Eze',
    initials: 'CE',
    role: 'Engineering lead',
    department: 'Engineering',
    location: 'Lagos, Nigeria',
    email: 'chiamaka.eze@harborandpine.com',
    skills: ['Payments', 'Hiring'],
  },
  {
    name: 'Diego Fernández',
    initials: 'DF',
    role: 'Front-end engineer',
    department: 'Engineering',
    location: 'Valencia, Spain',
    email: 'diego.fernandez@harborandpine.com',
    skills: ['React', 'Accessibility'],
  },
  {
    name: 'Elin Johansson',
    initials: 'EJ',
    role: 'Platform engineer',
    department: 'Engineering',
    location: 'Gothenburg, Sweden',
    email: 'elin.johansson@harborandpine.com',
    skills: ['Search', 'Databases'],
  },
  {
    name: 'Farid Haddad',
    initials: 'FH',
    role: 'Logistics manager',
    department: 'Operations',
    location: 'Montreal, Canada',
    email: 'farid.haddad@harborandpine.com',
    skills: ['Carriers', 'Customs'],
  },
  {
    name: 'Grace Mensah',
    initials: 'GM',
    role: 'Seller onboarding',
    department: 'Operations',
    location: 'Accra, Ghana',
    email: 'grace.mensah@harborandpine.com',
    skills: ['Training', 'Catalog imports'],
  },
  {
    name: 'Hannah Weiss',
    initials: 'HW',
    role: 'Support lead',
    department: 'Support',
    location: 'Vienna, Austria',
    email: 'hannah.weiss@harborandpine.com',
    skills: ['Refunds', 'German'],
  },
  {
    name: 'Ivan Petrović',
    initials: 'IP',
    role: 'Support specialist',
    department: 'Support',
    location: 'Belgrade, Serbia',
    email: 'ivan.petrovic@harborandpine.com',
    skills: ['Shipping issues', 'Serbian'],
    away: 'Out today',
  },
  {
    name: 'Julia Costa',
    initials: 'JC',
    role: 'Support specialist',
    department: 'Support',
    location: 'Porto, Portugal',
    email: 'julia.costa@harborandpine.com',
    skills: ['Seller accounts', 'Portuguese'],
  },
];

function PersonCard({ person }: { person: Person }) {
  const headingId = `person-${person.initials}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar size="lg" color={DEPARTMENT_COLORS[person.department]} variant="soft" aria-hidden>
          {person.initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-lg" component="h2" id={headingId}>
            {person.name}
          </Typography>
          <Typography level="body-sm">{person.role}</Typography>
        </Box>
      </Box>
      <CardContent sx={{ gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="sm" variant="soft" color={DEPARTMENT_COLORS[person.department]}>
            {person.department}
          </Chip>
          {person.away ? (
            <Chip size="sm" variant="outlined" color="neutral">
              {person.away}
            </Chip>
          ) : null}
        </Box>
        <Typography level="body-sm" startDecorator={<PlaceRoundedIcon />}>
          {person.location}
        </Typography>
        <Typography level="body-xs">Ask about: {person.skills.join(', ')}</Typography>
      </CardContent>
      <Divider inset="context" />
      <CardActions buttonFlex="1 1 120px">
        <Button
          component="a"
          href={`mailto:${person.email}`}
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<EmailRoundedIcon />}
          aria-label={`Email ${person.name}`}
        >
          Email
        </Button>
        <Button
          component="a"
          href="#"
          size="sm"
          variant="soft"
          startDecorator={<ChatBubbleOutlineRoundedIcon />}
          aria-label={`Message ${person.name}`}
        >
          Message
        </Button>
      </CardActions>
    </Card>
  );
}

export default function TeamTemplate() {
  const [query, setQuery] = React.useState('');
  const [departments, setDepartments] = React.useState<Department[]>([]);

  const normalized = query.trim().toLowerCase();
  const shown = PEOPLE.filter(
    (person) =>
      (departments.length === 0 || departments.includes(person.department)) &&
      (normalized === '' ||
        person.name.toLowerCase().includes(normalized) ||
        person.role.toLowerCase().includes(normalized) ||
        person.skills.some((skill) => skill.toLowerCase().includes(normalized))),
  );

  const toggleDepartment = (department: Department, checked: boolean) =>
    setDepartments((current) =>
      checked ? [...current, department] : current.filter((other) => other !== department),
    );

  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <Sheet
        component="header"
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderInline: 0,
          borderTop: 0,
        }}
      >
        <ForestRoundedIcon color="primary" />
        <Typography level="title-lg" component="p" sx={{ flexGrow: 1 }}>
          Harbor &amp; Pine
        </Typography>
        <Button size="sm" startDecorator={<PersonAddRoundedIcon />}>
          Invite
        </Button>
      </Sheet>
      <Box
        component="main"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}
      >
        <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
          Team
        </Typography>
        <Typography level="body-md" sx={{ mt: 0.5, mb: 3, maxWidth: 640 }}>
          Ten people across four time zones keep Harbor &amp; Pine running. Find who to ask, then
          email or message them.
        </Typography>
        <Stack
          role="search"
          aria-label="Find people"
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, alignItems: { md: 'flex-end' }, mb: 2 }}
        >
          <FormControl sx={{ flex: '1 1 280px', maxWidth: { md: 360 } }}>
            <FormLabel>Search</FormLabel>
            <Input
              type="search"
              placeholder="Name, role or topic"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              startDecorator={<SearchRoundedIcon />}
            />
          </FormControl>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
              Departments
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {DEPARTMENTS.map((department) => {
                const checked = departments.includes(department);
                return (
                  <Chip
                    key={department}
                    variant={checked ? 'soft' : 'outlined'}
                    color={checked ? DEPARTMENT_COLORS[department] : 'neutral'}
                    startDecorator={checked ? <CheckRoundedIcon /> : null}
                  >
                    <Checkbox
                      overlay
                      disableIcon
                      variant="outlined"
                      label={department}
                      checked={checked}
                      onChange={(event) => toggleDepartment(department, event.target.checked)}
                    />
                  </Chip>
                );
              })}
            </Box>
          </Box>
        </Stack>
        <Typography level="body-sm" role="status" sx={{ mb: 2 }}>
          {shown.length === PEOPLE.length
            ? `${PEOPLE.length} people`
            : `${shown.length} of ${PEOPLE.length} people`}
        </Typography>
        {shown.length > 0 ? (
          <Grid
            container
            spacing={2}
            component="ul"
            sx={{ listStyle: 'none', p: 0 }}
            aria-label="People"
          >
            {shown.map((person) => (
              <Grid key={person.email} xs={12} sm={6} lg={4} component="li">
                <PersonCard person={person} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <Sheet variant="soft" sx={{ p: 4, borderRadius: 'md', textAlign: 'center' }}>
            <Typography level="title-md">Nobody matches</Typography>
            <Typography level="body-sm" sx={{ mt: 0.5 }}>
              Try a shorter search or clear the departments.
            </Typography>
            <Button
              variant="plain"
              sx={{ mt: 1 }}
              onClick={() => {
                setQuery('');
                setDepartments([]);
              }}
            >
              Show everyone
            </Button>
          </Sheet>
        )}
      </Box>
    </Box>
  );
}
