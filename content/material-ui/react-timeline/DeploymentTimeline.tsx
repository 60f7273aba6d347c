import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { type TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ScheduleIcon from '@mui/icons-material/Schedule';

type Status = 'passed' | 'failed' | 'waiting';

const statusDot: Record<Status, { color: TimelineDotProps['color']; icon: React.ReactNode }> = {
  passed: { color: 'success', icon: <CheckIcon fontSize="small" /> },
  failed: { color: 'error', icon: <CloseIcon fontSize="small" /> },
  waiting: { color: 'grey', icon: <ScheduleIcon fontSize="small" /> },
};

const stages: { name: string; status: Status; detail: string }[] = [
  { name: 'Build', status: 'passed', detail: '1 min 42 s' },
  { name: 'Unit tests', status: 'passed', detail: '812 passed' },
  { name: 'End-to-end tests', status: 'failed', detail: '2 failed: checkout.spec.ts' },
  { name: 'Deploy to production', status: 'waiting', detail: 'Blocked by failed tests' },
];

export default function DeploymentTimeline() {
  return (
    <Timeline sx={{ p: 0, [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 } }}>
      {stages.map((stage, index) => {
        const dot = statusDot[stage.status];
        return (
          <TimelineItem key={stage.name}>
            <TimelineSeparator>
              {/* Outlined dots with an icon: the status does not rely on color alone. */}
              <TimelineDot variant="outlined" color={dot.color} aria-hidden>
                {dot.icon}
              </TimelineDot>
              {index < stages.length - 1 ? <TimelineConnector /> : null}
            </TimelineSeparator>
            <TimelineContent sx={{ pt: 1.25 }}>
              <Typography variant="subtitle2" component="p">
                {stage.name}: {stage.status}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {stage.detail}
              </Typography>
            </TimelineContent>
          </TimelineItem>
        );
      })}
    </Timeline>
  );
}
