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

const tabClassName =
  '-mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 text-sm leading-normal font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-slate-100 dark:focus-visible:outline-blue-300 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500';
const panelClassName = 'px-1 py-4 text-sm leading-relaxed';

export default function ProductDetailsTabsTailwind() {
  const [direction, ref] = useDirection();
  return (
    <div ref={ref}>
      <Tabs defaultValue="description" direction={direction}>
        <TabsList
          aria-label="Product details"
          className="flex gap-1 border-0 border-b border-solid border-slate-300 dark:border-slate-600"
        >
          <Tab value="description" className={tabClassName}>
            Description
          </Tab>
          <Tab value="specs" className={tabClassName}>
            Specifications
          </Tab>
          <Tab value="reviews" className={tabClassName}>
            Reviews (128)
          </Tab>
          <Tab value="questions" disabled className={tabClassName}>
            Questions
          </Tab>
        </TabsList>
        <TabPanel value="description" className={panelClassName}>
          A 12-cup drip coffee maker with a thermal carafe that keeps coffee hot for four hours
          without a warming plate.
        </TabPanel>
        <TabPanel value="specs" className={panelClassName}>
          Capacity 1.8 L · 1,000 W · 34 × 20 × 36 cm · Stainless steel.
        </TabPanel>
        <TabPanel value="reviews" className={panelClassName}>
          4.6 out of 5 stars: readers praise the carafe and the quiet brew.
        </TabPanel>
        <TabPanel value="questions" className={panelClassName}>
          Questions open once the product ships.
        </TabPanel>
      </Tabs>
    </div>
  );
}
