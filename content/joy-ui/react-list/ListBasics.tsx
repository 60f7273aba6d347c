import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const features = [
  'Unlimited projects',
  '50 GB of storage',
  'Custom domains with HTTPS',
  'Daily backups, kept 30 days',
  'Email support within 24 hours',
];

export default function ListBasics() {
  return (
    <div>
      <Typography id="team-plan" level="title-md">
        The Team plan includes
      </Typography>
      <List aria-labelledby="team-plan" size="sm">
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <CheckRounded color="success" />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
    </div>
  );
}
