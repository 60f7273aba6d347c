import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupBasics() {
  return (
    <ButtonGroup aria-label="Message actions">
      <Button>Reply</Button>
      <Button>Reply all</Button>
      <Button>Forward</Button>
    </ButtonGroup>
  );
}
