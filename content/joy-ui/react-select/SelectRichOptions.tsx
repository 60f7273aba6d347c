import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';

const reviewers = [
  { id: 'mh', name: 'Maya Hoffmann', role: 'Design lead' },
  { id: 'ko', name: 'Kwame Osei', role: 'Frontend engineer' },
  { id: 'lr', name: 'Lucía Ramos', role: 'Product manager' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function SelectRichOptions() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Reviewer</FormLabel>
      <Select defaultValue="ko" startDecorator={<PersonAddAlt />}>
        {reviewers.map((person, index) => [
          index > 0 && (
            <ListDivider key={`${person.id}-divider`} role="none" inset="startContent" />
          ),
          <Option key={person.id} value={person.id} label={person.name}>
            <ListItemDecorator>
              <Avatar size="sm">{initials(person.name)}</Avatar>
            </ListItemDecorator>
            <div>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-xs">{person.role}</Typography>
            </div>
          </Option>,
        ])}
      </Select>
    </FormControl>
  );
}
