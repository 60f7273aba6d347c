import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function InputDecoratorSizing() {
  const [radius, setRadius] = React.useState(8);
  const [queries, setQueries] = React.useState<Record<string, string>>({
    sm: 'invoices 2024',
    md: 'invoices 2024',
    lg: 'invoices 2024',
  });

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
      <div>
        <Typography id="input-radius-label" level="body-sm" gutterBottom>
          Input radius: {radius}px
        </Typography>
        <Slider
          aria-labelledby="input-radius-label"
          min={0}
          max={28}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
          getAriaValueText={(value) => `${value} pixels`}
        />
      </div>
      {SIZES.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Search documents ({size})</FormLabel>
          <Input
            value={queries[size]}
            onChange={(event) => setQueries({ ...queries, [size]: event.target.value })}
            startDecorator={<SearchRounded />}
            endDecorator={
              <React.Fragment>
                {queries[size] ? (
                  <IconButton
                    variant="plain"
                    aria-label="Clear the search"
                    onClick={() => setQueries({ ...queries, [size]: '' })}
                  >
                    <CloseRounded />
                  </IconButton>
                ) : null}
                <Button>Search</Button>
              </React.Fragment>
            }
            sx={{ '--Input-radius': `${radius}px` }}
          />
        </FormControl>
      ))}
    </Stack>
  );
}
