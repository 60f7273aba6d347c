import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import type {} from '@mui/material/themeCssVarsAugmentation';

const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentNeutralIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedIcon color="success" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very happy' },
};

// Faces that are not selected fade, so only the chosen one stands out.
const FaceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: (theme.vars ?? theme).palette.action.disabled,
  },
}));

function FaceIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{faces[value].icon}</span>;
}

export default function SentimentRating() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">How was your delivery?</Typography>
      <FaceRating
        name="delivery-sentiment"
        defaultValue={4}
        IconContainerComponent={FaceIcon}
        getLabelText={(value) => faces[value].label}
        highlightSelectedOnly
      />
    </Box>
  );
}
