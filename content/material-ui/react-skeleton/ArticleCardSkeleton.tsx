import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type {} from '@mui/material/themeCssVarsAugmentation';

const article = {
  author: 'Amara Diallo',
  initials: 'AD',
  date: 'March 14 · 6 min read',
  title: 'Designing forms people finish',
  summary:
    'Fewer fields, labels that stay visible, errors that say how to fix them: the habits behind forms with high completion rates.',
};

export default function ArticleCardSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      {/* The skeleton has the card's exact layout, so nothing jumps when the data arrives. */}
      <Card sx={{ maxWidth: 380, mt: 1 }} aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: 'secondary.main' }}>{article.initials}</Avatar>
            )
          }
          title={loading ? <Skeleton width="50%" /> : article.author}
          subheader={loading ? <Skeleton width="35%" /> : article.date}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={160} />
        ) : (
          <Box
            role="img"
            aria-label="Illustration: a form with three fields and a send button"
            sx={{
              height: 160,
              background: (theme) =>
                `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.light}, ${(theme.vars ?? theme).palette.secondary.light})`,
            }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="h3">
            {loading ? <Skeleton width="80%" /> : article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {loading ? (
              <React.Fragment>
                <Skeleton />
                <Skeleton width="70%" />
              </React.Fragment>
            ) : (
              article.summary
            )}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
