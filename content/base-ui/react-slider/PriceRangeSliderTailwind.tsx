import { useCallback, useState } from 'react';
import { Slider } from '@mui/base/Slider';

const marks = [0, 100, 200, 300, 400].map((value) => ({ value, label: `$${value}` }));

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
  root: 'relative block h-1 w-full cursor-pointer touch-none py-4',
  rail: 'absolute top-[calc(50%-2px)] h-1 w-full rounded-sm bg-slate-300 dark:bg-slate-600',
  track: 'absolute top-[calc(50%-2px)] h-1 rounded-sm bg-blue-600 dark:bg-blue-500',
  mark: 'absolute top-[calc(50%-2px)] -ms-0.5 h-1 w-1 rounded-full bg-slate-500 dark:bg-slate-400 [&.base-Slider-markActive]:bg-white',
  markLabel: 'absolute top-[30px] -translate-x-1/2 text-xs rtl:translate-x-1/2',
  thumb:
    'absolute top-1/2 -mt-2.5 -ms-2.5 box-border h-5 w-5 rounded-full border-2 border-blue-600 bg-white outline-0 transition-shadow hover:shadow-[0_0_0_6px_rgb(37_99_235/0.2)] dark:border-blue-500 [&.base--focusVisible]:shadow-[0_0_0_4px_#93c5fd] [&.base--active]:shadow-[0_0_0_8px_rgb(37_99_235/0.3)]',
};

export default function PriceRangeSliderTailwind() {
  const [isRtl, ref] = useIsRtl();
  const [range, setRange] = useState([80, 260]);
  return (
    <div ref={ref} className="max-w-[360px] pb-4">
      <div className="flex justify-between text-sm">
        <span id="price-range-label-tw" className="font-semibold">
          Nightly price
        </span>
        <span>
          ${range[0]} – ${range[1]}
        </span>
      </div>
      <Slider
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
        slotProps={{
          root: { className: sliderClasses.root },
          rail: { className: sliderClasses.rail },
          track: { className: sliderClasses.track },
          mark: { className: sliderClasses.mark },
          markLabel: { className: sliderClasses.markLabel },
          thumb: { className: sliderClasses.thumb },
        }}
      />
    </div>
  );
}
