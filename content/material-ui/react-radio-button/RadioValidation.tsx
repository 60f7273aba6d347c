import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioValidation() {
  const [answer, setAnswer] = React.useState('');
  const [feedback, setFeedback] = React.useState('Pick the hook you would use.');
  const [error, setError] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === '') {
      setError(true);
      setFeedback('Choose an answer first.');
    } else if (answer === 'useMemo') {
      setError(false);
      setFeedback('Right: useMemo caches the result between renders.');
    } else {
      setError(true);
      setFeedback('Not quite: that hook does not cache a computed value.');
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id="quiz-label">Which hook caches an expensive calculation?</FormLabel>
        <RadioGroup
          aria-labelledby="quiz-label"
          aria-describedby="quiz-feedback"
          name="quiz"
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(false);
            setFeedback('Pick the hook you would use.');
          }}
        >
          <FormControlLabel value="useEffect" control={<Radio />} label="useEffect" />
          <FormControlLabel value="useMemo" control={<Radio />} label="useMemo" />
          <FormControlLabel value="useRef" control={<Radio />} label="useRef" />
        </RadioGroup>
        <FormHelperText id="quiz-feedback" role="status">
          {feedback}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
