import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

export default function ZIndexScale() {
  // Read from the theme at run time: these are the installed package's values.
  const { zIndex } = useTheme();
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => b - a);
  const highest = layers[0][1];

  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        maxWidth: 480,
        borderCollapse: 'collapse',
        typography: 'body2',
        '& th, & td': {
          borderBottom: 1,
          borderColor: 'divider',
          py: 0.75,
          pr: 2,
          textAlign: 'start',
        },
      }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 8 }}>
        theme.zIndex, highest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {layers.map(([key, value]) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td style={{ width: '60%' }}>
              {value}
              <Box
                aria-hidden="true"
                sx={{
                  height: 8,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  // The bars start at 900 so the differences between layers show.
                  width: `${((value - 900) / (highest - 900)) * 100}%`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
