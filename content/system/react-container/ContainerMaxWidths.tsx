import * as React from 'react';
import Box from '@mui/system/Box';
import Container, { type ContainerProps } from '@mui/system/Container';

const choices: { label: string; value: ContainerProps['maxWidth'] }[] = [
  { label: 'xs', value: 'xs' },
  { label: 'sm', value: 'sm' },
  { label: 'md', value: 'md' },
  { label: 'lg', value: 'lg' },
  { label: 'false', value: false },
];

export default function ContainerMaxWidths() {
  const [choice, setChoice] = React.useState('sm');
  const maxWidth = choices.find((option) => option.label === choice)?.value;
  const ref = React.useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = React.useState('');

  React.useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    // Reads what the browser applied: the breakpoint rules depend on the window's width.
    const measure = () =>
      setMeasured(
        `max-width: ${getComputedStyle(element).maxWidth}, width: ${Math.round(element.getBoundingClientRect().width)}px`,
      );
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [choice]);

  return (
    <div>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <legend>maxWidth</legend>
        {choices.map((option) => (
          <label key={option.label}>
            <input
              type="radio"
              name="container-max-width"
              value={option.label}
              checked={choice === option.label}
              onChange={() => setChoice(option.label)}
            />{' '}
            {option.label}
          </label>
        ))}
      </Box>
      <Box sx={{ border: '1px dashed rgba(128, 128, 128, 0.6)' }}>
        <Container ref={ref} maxWidth={maxWidth}>
          <Box sx={{ py: 2, bgcolor: 'rgba(21, 101, 192, 0.15)', textAlign: 'center' }}>
            {`<Container maxWidth=${typeof maxWidth === 'string' ? `"${maxWidth}"` : '{false}'}>`}
          </Box>
        </Container>
      </Box>
      <Box component="p" role="status" sx={{ fontFamily: 'monospace', fontSize: 13, mb: 0 }}>
        {measured}
      </Box>
    </div>
  );
}
