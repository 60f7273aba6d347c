import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  borderBottom: '1px solid #cbd5e1',
  ...theme.applyStyles('dark', { borderBottomColor: '#475569' }),
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  marginBottom: -1,
  padding: '10px 14px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: '#475569',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { color: '#0f172a', ...theme.applyStyles('dark', { color: '#f1f5f9' }) },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  [`&.${tabClasses.selected}`]: {
    color: '#1d4ed8',
    borderBottomColor: '#1d4ed8',
    ...theme.applyStyles('dark', { color: '#93c5fd', borderBottomColor: '#93c5fd' }),
  },
  [`&.${tabClasses.disabled}`]: {
    color: '#94a3b8',
    cursor: 'not-allowed',
    ...theme.applyStyles('dark', { color: '#64748b' }),
  },
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Panel = styled(TabPanel)({ padding: '16px 4px', fontSize: '0.875rem', lineHeight: 1.625 });

export default function ProductDetailsTabs() {
  const direction = useTheme().direction === 'rtl' ? 'rtl' : 'ltr';
  return (
    <Tabs defaultValue="description" direction={direction}>
      <List aria-label="Product details">
        <StyledTab value="description">Description</StyledTab>
        <StyledTab value="specs">Specifications</StyledTab>
        <StyledTab value="reviews">Reviews (128)</StyledTab>
        <StyledTab value="questions" disabled>
          Questions
        </StyledTab>
      </List>
      <Panel value="description">
        A 12-cup drip coffee maker with a thermal carafe that keeps coffee hot for four hours
        without a warming plate.
      </Panel>
      <Panel value="specs">Capacity 1.8 L · 1,000 W · 34 × 20 × 36 cm · Stainless steel.</Panel>
      <Panel value="reviews">
        4.6 out of 5 stars: readers praise the carafe and the quiet brew.
      </Panel>
      <Panel value="questions">Questions open once the product ships.</Panel>
    </Tabs>
  );
}
