import { useState } from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled, useTheme } from '@mui/system';

const marks = [0, 100, 200, 300, 400].map((value) => ({ value, label: `$${value}` }));

const Field = styled('div')({ maxWidth: 360, paddingBottom: 16 });

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
  [`& .${sliderClasses.mark}`]: {
    position: 'absolute',
    top: 'calc(50% - 2px)',
    width: 4,
    height: 4,
    marginInlineStart: -2,
    borderRadius: '50%',
    backgroundColor: '#64748b',
    ...theme.applyStyles('dark', { backgroundColor: '#94a3b8' }),
  },
  [`& .${sliderClasses.markActive}`]: { backgroundColor: '#ffffff' },
  [`& .${sliderClasses.markLabel}`]: {
    position: 'absolute',
    top: 30,
    fontSize: '0.75rem',
    transform: 'translateX(-50%)',
    '[dir="rtl"] &': { transform: 'translateX(50%)' },
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

export default function PriceRangeSlider() {
  const isRtl = useTheme().direction === 'rtl';
  const [range, setRange] = useState([80, 260]);
  return (
    <Field>
      <Header>
        <span id="price-range-label">Nightly price</span>
        <span>
          ${range[0]} – ${range[1]}
        </span>
      </Header>
      <StyledSlider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `$${value}`}
        isRtl={isRtl}
        min={0}
        max={400}
        step={10}
        marks={marks}
        disableSwap
        value={range}
        onChange={(_, value) => setRange(value as number[])}
      />
    </Field>
  );
}
