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

const css = `
.brightness {
  --slider-rail: #cbd5e1;
  --slider-accent: #2563eb;
  display: grid;
  gap: 20px;
  max-width: 320px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .brightness { --slider-rail: #475569; --slider-accent: #3b82f6; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .brightness { --slider-rail: #475569; --slider-accent: #3b82f6; }
}
.brightness-header { display: flex; justify-content: space-between; font-size: 0.875rem; }
.brightness-header span:first-of-type { font-weight: 600; }
.brightness .base-Slider-root {
  position: relative;
  display: block;
  width: 100%;
  height: 4px;
  padding-block: 16px;
  cursor: pointer;
  touch-action: none;
}
.brightness .base-Slider-root.base--disabled { opacity: 0.5; cursor: default; }
.brightness .base-Slider-rail,
.brightness .base-Slider-track {
  position: absolute;
  top: calc(50% - 2px);
  height: 4px;
  border-radius: 2px;
}
.brightness .base-Slider-rail { width: 100%; background-color: var(--slider-rail); }
.brightness .base-Slider-track { background-color: var(--slider-accent); }
.brightness .base-Slider-thumb {
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
.brightness .base-Slider-thumb:hover { box-shadow: 0 0 0 6px rgb(37 99 235 / 0.2); }
.brightness .base-Slider-thumb.base--focusVisible { box-shadow: 0 0 0 4px #93c5fd; }
.brightness .base-Slider-thumb.base--active { box-shadow: 0 0 0 8px rgb(37 99 235 / 0.3); }
`;

export default function BrightnessSliderCss() {
  const [isRtl, ref] = useIsRtl();
  const [brightness, setBrightness] = useState(70);
  return (
    <div ref={ref} className="brightness">
      <style>{css}</style>
      <div>
        <div className="brightness-header">
          <span id="brightness-label-css">Screen brightness</span>
          <span>{brightness}%</span>
        </div>
        <Slider
          aria-labelledby="brightness-label-css"
          getAriaValueText={(value) => `${value}%`}
          isRtl={isRtl}
          value={brightness}
          onChange={(_, value) => setBrightness(value as number)}
        />
      </div>
      <div>
        <div className="brightness-header">
          <span id="night-light-label-css">Night light warmth (scheduled)</span>
          <span>35%</span>
        </div>
        <Slider aria-labelledby="night-light-label-css" isRtl={isRtl} defaultValue={35} disabled />
      </div>
    </div>
  );
}
