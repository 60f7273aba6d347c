import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Teammate {
  name: string;
  role: string;
  initials: string;
  onLeave: boolean;
}

const teammates: Teammate[] = [
  { name: 'Amara Okafor', role: 'Engineering manager', initials: 'AO', onLeave: false },
  { name: 'Diego Fernández', role: 'Frontend engineer', initials: 'DF', onLeave: false },
  { name: 'Hana Sato', role: 'Product designer', initials: 'HS', onLeave: true },
  { name: 'Lukas Becker', role: 'Site reliability engineer', initials: 'LB', onLeave: false },
  { name: 'Priya Raman', role: 'Data scientist', initials: 'PR', onLeave: false },
  { name: 'Tomás Silva', role: 'QA engineer', initials: 'TS', onLeave: true },
];

export default function CustomOptions() {
  return (
    <Autocomplete
      id="assignee"
      options={teammates}
      sx={{ maxWidth: 360 }}
      autoHighlight
      getOptionLabel={(teammate) => teammate.name}
      getOptionDisabled={(teammate) => teammate.onLeave}
      renderOption={(props, teammate) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 13,
                fontWeight: 600,
              }}
            >
              {teammate.initials}
            </Box>
            <div>
              <Typography variant="body2">{teammate.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {teammate.onLeave ? 'On leave' : teammate.role}
              </Typography>
            </div>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Assign to" />}
    />
  );
}
