import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  borderBottom: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
}));

const StyledTab = styled(Tab)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    marginBottom: -1,
    padding: '10px 14px',
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'transparent',
    color: dark ? '#cbd5e1' : '#475569',
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { color: dark ? '#f1f5f9' : '#0f172a' },
    '&:focus-visible': { outline: `2px solid ${dark ? '#93c5fd' : '#2563eb'}`, outlineOffset: -2 },
    [`&.${tabClasses.selected}`]: {
      color: dark ? '#93c5fd' : '#1d4ed8',
      borderBottomColor: dark ? '#93c5fd' : '#1d4ed8',
    },
    [`&.${tabClasses.disabled}`]: { color: dark ? '#64748b' : '#94a3b8', cursor: 'not-allowed' },
  };
});

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
