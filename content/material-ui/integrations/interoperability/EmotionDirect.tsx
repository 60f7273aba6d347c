import * as React from 'react';
import styled from '@emotion/styled';
import { ClassNames } from '@emotion/react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// @emotion/styled around a Material UI component: the theme comes from useTheme.
const PillButton = styled(Button)({
  borderRadius: 999,
  paddingInline: 24,
  textTransform: 'none',
});

export default function EmotionDirect() {
  const theme = useTheme();
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2}>
        <PillButton variant="contained">Reserve</PillButton>
        <PillButton variant="outlined">Details</PillButton>
      </Stack>
      <ClassNames>
        {({ css }) => (
          <div>
            <Typography id="emotion-guests" gutterBottom>
              Guests
            </Typography>
            <Slider
              aria-labelledby="emotion-guests"
              defaultValue={4}
              min={1}
              max={12}
              marks
              valueLabelDisplay="auto"
              classes={{
                thumb: css({ borderRadius: 6 }),
                track: css({
                  backgroundColor: (theme.vars ?? theme).palette.secondary.main,
                  border: 'none',
                }),
              }}
            />
          </div>
        )}
      </ClassNames>
    </Stack>
  );
}
