import { useState } from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

const Stack = styled('div')({ display: 'grid', gap: 20, maxWidth: 320 });

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '0.875rem',
  '& > span:first-of-type': { fontWeight: 600 },
});

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 4,
  paddingBlock: 16,
  cursor: 'pointer',
  touchAction: 'none',
  [`&.${sliderClasses.disabled}`]: { opacity: 0.5, cursor: 'default' },
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute',
    top: 'calc(50% - 2px)',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
    ...theme.applyStyles('dark', { backgroundColor: '#475569' }),
  },
  [`& .${sliderClasses.track}`]: {
    position: 'absolute',
    top: 'calc(50% - 2px)',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#2563eb',
    ...theme.applyStyles('dark', { backgroundColor: '#3b82f6' }),
  },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    top: '50%',
    boxSizing: 'border-box',
    width: 20,
    height: 20,
    marginTop: -10,
    marginInlineStart: -10,
    borderRadius: '50%',
    border: '2px solid #2563eb',
    backgroundColor: '#ffffff',
    outline: 0,
    transition: 'box-shadow 120ms',
    '&:hover': { boxShadow: '0 0 0 6px rgb(37 99 235 / 0.2)' },
    ...theme.applyStyles('dark', { borderColor: '#3b82f6' }),
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    boxShadow: '0 0 0 4px #93c5fd',
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
    boxShadow: '0 0 0 8px rgb(37 99 235 / 0.3)',
  },
}));

export default function BrightnessSlider() {
  const isRtl = useTheme().direction === 'rtl';
  const [brightness, setBrightness] = useState(70);
  return (
    <Stack>
      <div>
        <Header>
          <span id="brightness-label">Screen brightness</span>
          <span>{brightness}%</span>
        </Header>
        <StyledSlider
          aria-labelledby="brightness-label"
          getAriaValueText={(value) => `${value}%`}
          isRtl={isRtl}
          value={brightness}
          onChange={(_, value) => setBrightness(value as number)}
        />
      </div>
      <div>
        <Header>
          <span id="night-light-label">Night light warmth (scheduled)</span>
          <span>35%</span>
        </Header>
        <StyledSlider
          aria-labelledby="night-light-label"
          isRtl={isRtl}
          defaultValue={35}
          disabled
        />
      </div>
    </Stack>
  );
}
