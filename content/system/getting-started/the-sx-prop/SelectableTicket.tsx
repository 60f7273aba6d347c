import * as React from 'react';
import Box from '@mui/material/Box';

const fares = [
  { id: 'basic', name: 'Basic', detail: 'Carry-on only', price: '$129' },
  { id: 'standard', name: 'Standard', detail: 'One checked bag', price: '$164' },
  { id: 'flex', name: 'Flex', detail: 'Free changes', price: '$219' },
];

export default function SelectableTicket() {
  const [selected, setSelected] = React.useState('standard');

  return (
    <Box
      role="group"
      aria-label="Fare"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}
    >
      {fares.map((fare) => (
        <Box
          key={fare.id}
          component="button"
          type="button"
          aria-pressed={selected === fare.id}
          onClick={() => setSelected(fare.id)}
          sx={{
            font: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
            p: 2,
            border: 2,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            transition: 'border-color 150ms',
            // Pseudo-classes, with or without "&".
            '&:hover': { borderColor: 'primary.light' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            // An attribute selector on the element itself.
            '&[aria-pressed="true"]': { borderColor: 'primary.main', bgcolor: 'action.selected' },
            // Nested selectors reach the children.
            '& .fare-price': { display: 'block', mt: 1, typography: 'h6' },
          }}
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 'bold' }}>
            {fare.name}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {fare.detail}
          </Box>
          <span className="fare-price">{fare.price}</span>
        </Box>
      ))}
    </Box>
  );
}
