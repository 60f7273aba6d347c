import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MobileStepper from '@mui/material/MobileStepper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const questions = [
  'How often do you use the app?',
  'How easy is it to find what you need?',
  'How likely are you to recommend us?',
  'How satisfied are you with support?',
  'How well does the app fit your workflow?',
];
const answers = ['Not at all', 'Somewhat', 'Very'];

export default function MobileStepperProgress() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [responses, setResponses] = React.useState<Record<number, string>>({});

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {/* variant="progress": a bar for longer flows, where dots would crowd. */}
      <MobileStepper
        variant="progress"
        steps={questions.length}
        position="static"
        activeStep={activeStep}
        LinearProgressProps={{
          'aria-label': `Survey progress, question ${activeStep + 1} of ${questions.length}`,
        }}
        sx={{ px: 0, bgcolor: 'transparent', '& .MuiMobileStepper-progress': { flex: 1, mx: 2 } }}
        backButton={
          <Button
            size="small"
            disabled={activeStep === 0}
            onClick={() => setActiveStep((s) => s - 1)}
          >
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            disabled={activeStep === questions.length - 1 || !responses[activeStep]}
            onClick={() => setActiveStep((s) => s + 1)}
          >
            Next
          </Button>
        }
      />
      <Box>
        <FormLabel id="survey-question">{questions[activeStep]}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="survey-question"
          name={`question-${activeStep}`}
          value={responses[activeStep] ?? ''}
          onChange={(event) =>
            setResponses((previous) => ({ ...previous, [activeStep]: event.target.value }))
          }
        >
          {answers.map((answer) => (
            <FormControlLabel key={answer} value={answer} control={<Radio />} label={answer} />
          ))}
        </RadioGroup>
      </Box>
    </Stack>
  );
}
