import { useCallback, useState } from 'react';
import { Slider } from '@mui/base/Slider';

// Slider places its parts with left/right percentages, so it needs to know the direction.
function useIsRtl() {
  const [isRtl, setIsRtl] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (node) {
      setIsRtl(getComputedStyle(node).direction === 'rtl');
    }
  }, []);
  return [isRtl, ref] as const;
}

const sliderClasses = {
  root: 'relative block h-1 w-full cursor-pointer touch-none py-4 [&.base--disabled]:cursor-default [&.base--disabled]:opacity-50',
  rail: 'absolute top-[calc(50%-2px)] h-1 w-full rounded-sm bg-slate-300 dark:bg-slate-600',
  track: 'absolute top-[calc(50%-2px)] h-1 rounded-sm bg-blue-600 dark:bg-blue-500',
  thumb:
    'absolute top-1/2 -mt-2.5 -ms-2.5 box-border h-5 w-5 rounded-full border-2 border-blue-600 bg-white outline-0 transition-shadow hover:shadow-[0_0_0_6px_rgb(37_99_235/0.2)] dark:border-blue-500 [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(37_99_235/0.3)]',
};

const slotProps = {
  root: { className: sliderClasses.root },
  rail: { className: sliderClasses.rail },
  track: { className: sliderClasses.track },
  thumb: { className: sliderClasses.thumb },
};

export default function BrightnessSliderTailwind() {
  const [isRtl, ref] = useIsRtl();
  const [brightness, setBrightness] = useState(70);
  return (
    <div ref={ref} className="grid max-w-xs gap-5">
      <div>
        <div className="flex justify-between text-sm">
          <span id="brightness-label-tw" className="font-semibold">
            Screen brightness
          </span>
          <span>{brightness}%</span>
        </div>
        <Slider
          aria-labelledby="brightness-label-tw"
          getAriaValueText={(value) => `${value}%`}
          isRtl={isRtl}
          value={brightness}
          onChange={(_, value) => setBrightness(value as number)}
          slotProps={slotProps}
        />
      </div>
      <div>
        <div className="flex justify-between text-sm">
          <span id="night-light-label-tw" className="font-semibold">
            Night light warmth (scheduled)
          </span>
          <span>35%</span>
        </div>
        <Slider
          aria-labelledby="night-light-label-tw"
          isRtl={isRtl}
          defaultValue={35}
          disabled
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
