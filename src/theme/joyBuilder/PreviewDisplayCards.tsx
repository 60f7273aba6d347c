/** The theme preview's feedback and display cards: alerts, progress, chips, badges, avatars, cards. */
import Alert from '@mui/joy/Alert';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import CircularProgress from '@mui/joy/CircularProgress';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import StarIcon from '@mui/icons-material/Star';
import WarningIcon from '@mui/icons-material/Warning';
import type { ReactNode } from 'react';
import { PALETTES } from './joyBuilderState';
import { PreviewCard, capitalize } from './PreviewCard';

const ALERT_ICONS: Record<ColorPaletteProp, ReactNode> = {
  primary: <InfoIcon />,
  neutral: <InfoIcon />,
  danger: <ErrorIcon />,
  success: <CheckCircleIcon />,
  warning: <WarningIcon />,
};

const ALERTS: { color: ColorPaletteProp; text: string }[] = [
  { color: 'primary', text: 'A new version of the editor is ready.' },
  { color: 'success', text: 'Invoice INV-2043 was paid.' },
  { color: 'warning', text: 'Your trial ends in 3 days.' },
  { color: 'danger', text: 'The payment card was declined.' },
  { color: 'neutral', text: 'Backups run every night at 02:00.' },
];

export function FeedbackCard() {
  return (
    <PreviewCard title="Alerts and progress">
      {ALERTS.map(({ color, text }) => (
        <Alert key={color} color={color} variant="soft" startDecorator={ALERT_ICONS[color]}>
          {text}
        </Alert>
      ))}
      <Stack direction="row" spacing={2} alignItems="center">
        <LinearProgress determinate value={64} aria-label="Upload progress" sx={{ flex: 1 }} />
        <CircularProgress size="sm" aria-label="Syncing" />
      </Stack>
    </PreviewCard>
  );
}

export function PeopleCard() {
  return (
    <PreviewCard title="Chips, badges and avatars">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {PALETTES.map((color) => (
          <Chip key={color} color={color} variant="soft">
            {capitalize(color)}
          </Chip>
        ))}
        <Chip variant="solid" color="primary" startDecorator={<StarIcon />}>
          Featured
        </Chip>
        <Chip variant="outlined">Draft</Chip>
      </Stack>
      <Stack direction="row" spacing={3} alignItems="center">
        <Badge badgeContent={4} color="danger">
          <Avatar variant="soft" color="primary">
            AM
          </Avatar>
        </Badge>
        <Badge badgeContent="" color="success" variant="solid" size="sm" badgeInset="14%">
          <Avatar variant="solid" color="neutral">
            JK
          </Avatar>
        </Badge>
        <AvatarGroup>
          <Avatar color="primary">PS</Avatar>
          <Avatar color="success">LR</Avatar>
          <Avatar color="warning">+3</Avatar>
        </AvatarGroup>
      </Stack>
    </PreviewCard>
  );
}

export function CardsCard() {
  return (
    <PreviewCard title="Cards">
      <Card variant="soft">
        <CardContent>
          <Typography level="title-md">Quarterly report</Typography>
          <Typography level="body-sm">Revenue grew 12% over the last quarter.</Typography>
        </CardContent>
        <CardActions>
          <Button size="sm" variant="outlined" color="neutral">
            Later
          </Button>
          <Button size="sm">Open report</Button>
        </CardActions>
      </Card>
      <Card variant="solid" color="primary" invertedColors>
        <CardContent>
          <Typography level="title-md">Upgrade to Team</Typography>
          <Typography level="body-sm" textColor="inherit">
            Shared projects and priority support.
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="sm" variant="solid">
            Upgrade
          </Button>
        </CardActions>
      </Card>
    </PreviewCard>
  );
}
