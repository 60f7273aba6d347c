import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

const initialSkills = ['TypeScript', 'React', 'GraphQL', 'Accessibility', 'Figma', 'PostgreSQL'];

export default function DeletableChips() {
  const [skills, setSkills] = React.useState(initialSkills);

  const remove = (skill: string) =>
    setSkills((current) => current.filter((value) => value !== skill));

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography id="skills-label" variant="subtitle2" component="p">
        Skills on your profile (press Delete or Backspace on a focused chip to remove it)
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        aria-labelledby="skills-label"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {skills.map((skill, index) => (
          <li key={skill}>
            <Chip
              label={skill}
              onDelete={() => remove(skill)}
              // The first chip shows a custom delete icon; the others use the default one.
              deleteIcon={index === 0 ? <DeleteIcon /> : undefined}
              aria-label={`${skill}, press Delete to remove`}
            />
          </li>
        ))}
      </Stack>
      <Button
        size="small"
        onClick={() => setSkills(initialSkills)}
        disabled={skills.length === initialSkills.length}
      >
        Restore all skills
      </Button>
    </Stack>
  );
}
