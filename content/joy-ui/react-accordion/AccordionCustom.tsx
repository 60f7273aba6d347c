import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';

const sections = [
  {
    id: 'appearance',
    icon: <PaletteRounded />,
    title: 'Appearance',
    summary: 'Theme, density and font size',
    status: null,
  },
  {
    id: 'notifications',
    icon: <NotificationsRounded />,
    title: 'Notifications',
    summary: 'Email, push and in-app alerts',
    status: '3 on',
  },
  {
    id: 'security',
    icon: <LockRounded />,
    title: 'Security',
    summary: 'Managed by your organization',
    status: null,
    disabled: true,
  },
];

export default function AccordionCustom() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 480,
        // Rotates the plus sign into a cross while a section is open.
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      {sections.map((section) => (
        <Accordion key={section.id} disabled={section.disabled}>
          <AccordionSummary indicator={<AddRounded />}>
            <Avatar color="primary" size="sm">
              {section.icon}
            </Avatar>
            <ListItemContent>
              <Typography level="title-md">{section.title}</Typography>
              <Typography level="body-sm">{section.summary}</Typography>
            </ListItemContent>
            {section.status && (
              <Chip size="sm" variant="soft" color="success">
                {section.status}
              </Chip>
            )}
          </AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">
              The {section.title.toLowerCase()} settings go here.
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
