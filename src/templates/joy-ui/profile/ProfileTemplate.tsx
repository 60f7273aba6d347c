import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import EmailRoundedIcon from '@mui/icons-material/EmailRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BIO_LIMIT = 280;

interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  shop: string;
  country: string;
  timeZone: string;
  bio: string;
}

const SAVED_PROFILE: Profile = {
  firstName: 'Maren',
  lastName: 'Okafor',
  email: 'maren@clayandcurrent.com',
  shop: 'Clay & Current',
  country: 'United States',
  timeZone: 'America/Los_Angeles',
  bio: 'Potter and co-owner of Clay & Current, a two-person studio in Portland making stoneware for everyday meals.',
};

const COUNTRIES = ['Canada', 'Germany', 'Ireland', 'Japan', 'United Kingdom', 'United States'];

const TIME_ZONES = [
  { value: 'America/Los_Angeles', label: 'Pacific Time (UTC−08:00)' },
  { value: 'America/New_York', label: 'Eastern Time (UTC−05:00)' },
  { value: 'Europe/London', label: 'London (UTC+00:00)' },
  { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (UTC+09:00)' },
];

type ProfileErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

function checkProfile(profile: Profile): ProfileErrors {
  const errors: ProfileErrors = {};
  if (profile.firstName.trim() === '') {
    errors.firstName = 'Enter your first name.';
  }
  if (profile.lastName.trim() === '') {
    errors.lastName = 'Enter your last name.';
  }
  if (!EMAIL_PATTERN.test(profile.email.trim())) {
    errors.email = 'Enter an email address like name@example.com.';
  }
  return errors;
}

/** A rough strength from 0 to 4: length, mixed case, digits and symbols each add one. */
function passwordStrength(password: string): number {
  if (password.length < 8) {
    return 0;
  }
  return (
    1 +
    Number(/[a-z]/.test(password) && /[A-Z]/.test(password)) +
    Number(/\d/.test(password)) +
    Number(/[^A-Za-z0-9]/.test(password))
  );
}

const STRENGTH = [
  { label: 'Too short', color: 'danger' },
  { label: 'Weak', color: 'danger' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'success' },
  { label: 'Strong', color: 'success' },
] as const;

/** A message about the last save, read out by screen readers, or nothing. */
function SaveStatus({ message }: { message: string | null }) {
  return (
    <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
      {message ? (
        <Alert role="none" color="success" variant="soft" size="sm">
          {message}
        </Alert>
      ) : null}
    </Box>
  );
}

function Field(props: {
  label: string;
  error?: string;
  children: React.ReactElement;
  sx?: object;
}) {
  const { label, error, children, sx } = props;
  return (
    <FormControl error={Boolean(error)} sx={sx}>
      <FormLabel>{label}</FormLabel>
      {children}
      {error ? (
        <FormHelperText>
          <InfoOutlinedIcon />
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

function ProfilePanel() {
  const [saved, setSaved] = React.useState(SAVED_PROFILE);
  const [profile, setProfile] = React.useState(SAVED_PROFILE);
  const [errors, setErrors] = React.useState<ProfileErrors>({});
  const [message, setMessage] = React.useState<string | null>(null);

  const edit = (key: keyof Profile) => (value: string) => {
    setProfile((current) => ({ ...current, [key]: value }));
    setMessage(null);
  };
  const changed = (Object.keys(profile) as (keyof Profile)[]).some(
    (key) => profile[key] !== saved[key],
  );

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkProfile(profile);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(null);
      return;
    }
    // Send the profile to your account service here.
    setSaved(profile);
    setMessage('Your profile is saved.');
  };

  return (
    <Card component="form" noValidate onSubmit={handleSubmit} aria-labelledby="profile-title">
      <Box>
        <Typography level="title-md" component="h2" id="profile-title">
          Public profile
        </Typography>
        <Typography level="body-sm">Customers see this on your shop page and receipts.</Typography>
      </Box>
      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
        <Stack sx={{ alignItems: 'center', gap: 1 }}>
          <Avatar
            size="lg"
            variant="solid"
            color="primary"
            sx={{ '--Avatar-size': '96px', fontSize: 'xl2' }}
            aria-hidden
          >
            {profile.firstName.charAt(0)}
            {profile.lastName.charAt(0)}
          </Avatar>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            startDecorator={<PhotoCameraRoundedIcon />}
          >
            Change photo
          </Button>
        </Stack>
        <Stack sx={{ flexGrow: 1, gap: 2, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Field label="First name" error={errors.firstName} sx={{ flex: 1 }}>
              <Input
                name="firstName"
                autoComplete="given-name"
                error={Boolean(errors.firstName)}
                value={profile.firstName}
                onChange={(event) => edit('firstName')(event.target.value)}
              />
            </Field>
            <Field label="Last name" error={errors.lastName} sx={{ flex: 1 }}>
              <Input
                name="lastName"
                autoComplete="family-name"
                error={Boolean(errors.lastName)}
                value={profile.lastName}
                onChange={(event) => edit('lastName')(event.target.value)}
              />
            </Field>
          </Stack>
          <Field label="Email" error={errors.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              error={Boolean(errors.email)}
              startDecorator={<EmailRoundedIcon />}
              value={profile.email}
              onChange={(event) => edit('email')(event.target.value)}
            />
          </Field>
          <Field label="Shop name">
            <Input
              name="shop"
              autoComplete="organization"
              value={profile.shop}
              onChange={(event) => edit('shop')(event.target.value)}
            />
          </Field>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Field label="Country" sx={{ flex: 1 }}>
              <Select
                name="country"
                value={profile.country}
                onChange={(_event, value) => value && edit('country')(value)}
              >
                {COUNTRIES.map((country) => (
                  <Option key={country} value={country}>
                    {country}
                  </Option>
                ))}
              </Select>
            </Field>
            <Field label="Time zone" sx={{ flex: 1, minWidth: 0 }}>
              <Select
                name="timeZone"
                value={profile.timeZone}
                onChange={(_event, value) => value && edit('timeZone')(value)}
              >
                {TIME_ZONES.map((zone) => (
                  <Option key={zone.value} value={zone.value}>
                    {zone.label}
                  </Option>
                ))}
              </Select>
            </Field>
          </Stack>
          <FormControl>
            <FormLabel>About you</FormLabel>
            <Textarea
              name="bio"
              minRows={3}
              maxRows={6}
              value={profile.bio}
              onChange={(event) => edit('bio')(event.target.value.slice(0, BIO_LIMIT))}
            />
            <FormHelperText>{BIO_LIMIT - profile.bio.length} characters left</FormHelperText>
          </FormControl>
        </Stack>
      </Stack>
      <SaveStatus message={message} />
      <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <CardActions sx={{ alignSelf: 'flex-end', pt: 2 }}>
          <Button
            variant="outlined"
            color="neutral"
            disabled={!changed}
            onClick={() => {
              setProfile(saved);
              setErrors({});
            }}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={!changed}>
            Save
          </Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}

const ALERTS = [
  { id: 'orders', label: 'New orders', help: 'An email for each order, with its packing slip.' },
  { id: 'messages', label: 'Customer messages', help: 'When a customer writes to you.' },
  { id: 'stock', label: 'Low stock', help: 'When fewer than five of a product are left.' },
  { id: 'payouts', label: 'Payouts', help: 'When money is on its way to your bank.' },
];

function NotificationsPanel() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({
    orders: true,
    messages: true,
    stock: false,
    payouts: true,
  });
  const [digest, setDigest] = React.useState('daily');
  const [message, setMessage] = React.useState<string | null>(null);

  return (
    <Card
      component="form"
      aria-labelledby="notifications-title"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // Send the choices to your account service here.
        setMessage('Your notification choices are saved.');
      }}
    >
      <Box>
        <Typography level="title-md" component="h2" id="notifications-title">
          Email notifications
        </Typography>
        <Typography level="body-sm">Choose what reaches your inbox.</Typography>
      </Box>
      <Divider />
      <List sx={{ '--ListItem-paddingX': '0px', '--List-gap': '12px' }}>
        {ALERTS.map((alert) => (
          <ListItem key={alert.id}>
            <FormControl
              orientation="horizontal"
              sx={{ width: '100%', justifyContent: 'space-between', gap: 2 }}
            >
              <div>
                <FormLabel>{alert.label}</FormLabel>
                <FormHelperText sx={{ mt: 0 }}>{alert.help}</FormHelperText>
              </div>
              <Switch
                checked={enabled[alert.id]}
                onChange={(event) => {
                  setEnabled((current) => ({ ...current, [alert.id]: event.target.checked }));
                  setMessage(null);
                }}
              />
            </FormControl>
          </ListItem>
        ))}
      </List>
      <FormControl>
        <FormLabel id="digest-label">Summary of your shop</FormLabel>
        <RadioGroup
          aria-labelledby="digest-label"
          orientation="horizontal"
          value={digest}
          onChange={(event) => {
            setDigest(event.target.value);
            setMessage(null);
          }}
          sx={{ flexWrap: 'wrap', gap: 2, mt: 1 }}
        >
          <Radio value="daily" label="Every morning" />
          <Radio value="weekly" label="Every Monday" />
          <Radio value="never" label="Never" />
        </RadioGroup>
      </FormControl>
      <SaveStatus message={message} />
      <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <CardActions sx={{ alignSelf: 'flex-end', pt: 2 }}>
          <Button type="submit">Save choices</Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}

function PasswordPanel() {
  const [current, setCurrent] = React.useState('');
  const [next, setNext] = React.useState('');
  const [repeat, setRepeat] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [message, setMessage] = React.useState<string | null>(null);
  const strength = passwordStrength(next);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (current === '') {
      found.current = 'Enter the password you use now.';
    }
    if (strength < 2) {
      found.next = 'Use 8 characters or more, mixing letters with numbers or symbols.';
    }
    if (repeat !== next) {
      found.repeat = 'The two new passwords are different.';
    }
    setErrors(found);
    if (Object.keys(found).length === 0) {
      // Send both passwords to your account service here.
      setMessage('Your password is changed.');
      setCurrent('');
      setNext('');
      setRepeat('');
    } else {
      setMessage(null);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={handleSubmit} aria-labelledby="password-title">
      <Box>
        <Typography level="title-md" component="h2" id="password-title">
          Change your password
        </Typography>
        <Typography level="body-sm">
          You stay signed in on this device; other devices sign out.{' '}
          <Link href="#">Forgot your password?</Link>
        </Typography>
      </Box>
      <Divider />
      <Stack sx={{ gap: 2, maxWidth: 420 }}>
        <Field label="Current password" error={errors.current}>
          <Input
            type="password"
            autoComplete="current-password"
            error={Boolean(errors.current)}
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </Field>
        <FormControl error={Boolean(errors.next)}>
          <FormLabel>New password</FormLabel>
          <Input
            type="password"
            autoComplete="new-password"
            value={next}
            error={Boolean(errors.next)}
            onChange={(event) => setNext(event.target.value)}
          />
          <LinearProgress
            determinate
            value={(strength / 4) * 100}
            color={STRENGTH[strength].color}
            size="sm"
            aria-hidden
            sx={{ mt: 1 }}
          />
          <FormHelperText>
            {errors.next ??
              (next === '' ? 'At least 8 characters.' : `Strength: ${STRENGTH[strength].label}`)}
          </FormHelperText>
        </FormControl>
        <Field label="Repeat the new password" error={errors.repeat}>
          <Input
            type="password"
            autoComplete="new-password"
            value={repeat}
            error={Boolean(errors.repeat)}
            onChange={(event) => setRepeat(event.target.value)}
          />
        </Field>
      </Stack>
      <SaveStatus message={message} />
      <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <CardActions sx={{ alignSelf: 'flex-end', pt: 2 }}>
          <Button type="submit">Change password</Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}

export default function ProfileTemplate() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.level1' }}>
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
        <Typography level="title-lg" component="p">
          Harbor &amp; Pine
        </Typography>
      </Sheet>
      <Box
        component="main"
        sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}
      >
        <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
          Account settings
        </Typography>
        <Typography level="body-md" sx={{ mt: 0.5, mb: 3 }}>
          Manage how you appear to customers and how Harbor &amp; Pine reaches you.
        </Typography>
        <Tabs defaultValue="profile" sx={{ bgcolor: 'transparent' }}>
          <TabList
            sx={{
              overflowX: 'auto',
              mb: 2,
              [`& .MuiTab-root`]: { flex: 'none', px: { xs: 1.5, sm: 2 } },
            }}
          >
            <Tab value="profile">Profile</Tab>
            <Tab value="notifications">Notifications</Tab>
            <Tab value="password">Password</Tab>
          </TabList>
          <TabPanel value="profile" sx={{ p: 0 }}>
            <ProfilePanel />
          </TabPanel>
          <TabPanel value="notifications" sx={{ p: 0 }}>
            <NotificationsPanel />
          </TabPanel>
          <TabPanel value="password" sx={{ p: 0 }}>
            <PasswordPanel />
          </TabPanel>
        </Tabs>
      </Box>
    </Box>
  );
}
