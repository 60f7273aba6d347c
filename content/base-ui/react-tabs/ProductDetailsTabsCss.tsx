import { useCallback, useState } from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

// Tabs needs the direction to map the left and right arrow keys.
function useDirection() {
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  const ref = useCallback((node: HTMLElement | null) => {
    if (node) {
      setDirection(getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr');
    }
  }, []);
  return [direction, ref] as const;
}

const css = `
.product-tabs {
  --tabs-line: #cbd5e1;
  --tab-text: #475569;
  --tab-hover: #0f172a;
  --tab-selected: #1d4ed8;
  --tab-focus: #2563eb;
  --tab-disabled: #94a3b8;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .product-tabs {
  --tabs-line: #475569;
  --tab-text: #cbd5e1;
  --tab-hover: #f1f5f9;
  --tab-selected: #93c5fd;
  --tab-focus: #93c5fd;
  --tab-disabled: #64748b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .product-tabs {
    --tabs-line: #475569;
    --tab-text: #cbd5e1;
    --tab-hover: #f1f5f9;
    --tab-selected: #93c5fd;
    --tab-focus: #93c5fd;
    --tab-disabled: #64748b;
  }
}
.product-tabs .base-TabsList-root {
  display: flex;
  gap: 4px;
  border-bottom: 1px solid var(--tabs-line);
}
.product-tabs .base-Tab-root {
  margin-bottom: -1px;
  padding: 10px 14px;
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--tab-text);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.product-tabs .base-Tab-root:hover { color: var(--tab-hover); }
.product-tabs .base-Tab-root:focus-visible { outline: 2px solid var(--tab-focus); outline-offset: -2px; }
.product-tabs .base-Tab-root.base--selected {
  color: var(--tab-selected);
  border-bottom-color: var(--tab-selected);
}
.product-tabs .base-Tab-root.base--disabled { color: var(--tab-disabled); cursor: not-allowed; }
.product-tabs .base-TabPanel-root { padding: 16px 4px; font-size: 0.875rem; line-height: 1.625; }
`;

export default function ProductDetailsTabsCss() {
  const [direction, ref] = useDirection();
  return (
    <div ref={ref}>
      <style>{css}</style>
      <Tabs className="product-tabs" defaultValue="description" direction={direction}>
        <TabsList aria-label="Product details">
          <Tab value="description">Description</Tab>
          <Tab value="specs">Specifications</Tab>
          <Tab value="reviews">Reviews (128)</Tab>
          <Tab value="questions" disabled>
            Questions
          </Tab>
        </TabsList>
        <TabPanel value="description">
          A 12-cup drip coffee maker with a thermal carafe that keeps coffee hot for four hours
          without a warming plate.
        </TabPanel>
        <TabPanel value="specs">
          Capacity 1.8 L · 1,000 W · 34 × 20 × 36 cm · Stainless steel.
        </TabPanel>
        <TabPanel value="reviews">
          4.6 out of 5 stars: readers praise the carafe and the quiet brew.
        </TabPanel>
        <TabPanel value="questions">Questions open once the product ships.</TabPanel>
      </Tabs>
    </div>
  );
}
