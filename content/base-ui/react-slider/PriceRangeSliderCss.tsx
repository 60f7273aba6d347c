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

const css = `
.price-range {
  --slider-rail: #cbd5e1;
  --slider-accent: #2563eb;
  --slider-mark: #64748b;
  max-width: 360px;
  padding-bottom: 16px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .price-range {
  --slider-rail: #475569;
  --slider-accent: #3b82f6;
  --slider-mark: #94a3b8;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .price-range {
    --slider-rail: #475569;
    --slider-accent: #3b82f6;
    --slider-mark: #94a3b8;
  }
}
.price-range-header { display: flex; justify-content: space-between; font-size: 0.875rem; }
.price-range-header span:first-of-type { font-weight: 600; }
.price-range .base-Slider-root {
  position: relative;
  display: block;
  width: 100%;
  height: 4px;
  padding-block: 16px;
  cursor: pointer;
  touch-action: none;
}
.price-range .base-Slider-rail,
.price-range .base-Slider-track {
  position: absolute;
  top: calc(50% - 2px);
  height: 4px;
  border-radius: 2px;
}
.price-range .base-Slider-rail { width: 100%; background-color: var(--slider-rail); }
.price-range .base-Slider-track { background-color: var(--slider-accent); }
.price-range .base-Slider-mark {
  position: absolute;
  top: calc(50% - 2px);
  width: 4px;
  height: 4px;
  margin-inline-start: -2px;
  border-radius: 50%;
  background-color: var(--slider-mark);
}
.price-range .base-Slider-markActive { background-color: #ffffff; }
.price-range .base-Slider-markLabel {
  position: absolute;
  top: 30px;
  font-size: 0.75rem;
  transform: translateX(-50%);
}
[dir=rtl] .price-range .base-Slider-markLabel { transform: translateX(50%); }
.price-range .base-Slider-thumb {
  position: absolute;
  top: 50%;
  box-sizing: border-box;
  width: 20px;
  height: 20px;
  margin-top: -10px;
  margin-inline-start: -10px;
  border-radius: 50%;
  border: 2px solid var(--slider-accent);
  background-color: #ffffff;
  outline: 0;
  transition: box-shadow 120ms;
}
.price-range .base-Slider-thumb:hover { box-shadow: 0 0 0 6px rgb(37 99 235 / 0.2); }
.price-range .base-Slider-thumb.base--focusVisible { box-shadow: 0 0 0 4px #93c5fd; }
.price-range .base-Slider-thumb.base--active { box-shadow: 0 0 0 8px rgb(37 99 235 / 0.3); }
`;

export default function PriceRangeSliderCss() {
  const [isRtl, ref] = useIsRtl();
  const [range, setRange] = useState([80, 260]);
  return (
    <div ref={ref} className="price-range">
      <style>{css}</style>
      <div className="price-range-header">
        <span id="price-range-label-css">Nightly price</span>
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
      />
    </div>
  );
}
