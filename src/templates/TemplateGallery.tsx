import GitHubIcon from '@mui/icons-material/GitHub';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCS_REPOSITORY_URL } from '../docs/siteConfig';
import { templateUrl, type TemplateFamily, type TemplateInfo } from './templateList';
import { templatesWithPagesOf } from './templatePages';

/** The thumbnail shows the page at four times the card's width, scaled down to fit. */
const THUMBNAIL_SCALE = 4;

/** `inert` is not in React 18's types; the attribute keeps the frame out of focus and the a11y tree. */
const inert = { inert: '' } as Record<string, string>;

function Thumbnail({ template }: { template: TemplateInfo }) {
  return (
    <Box
      {...inert}
      sx={{
        position: 'relative',
        aspectRatio: '16 / 10',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="iframe"
        src={templateUrl(template)}
        title={`${template.title} template preview`}
        loading="lazy"
        tabIndex={-1}
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: `${THUMBNAIL_SCALE * 100}%`,
          height: `${THUMBNAIL_SCALE * 100}%`,
          border: 0,
          transform: `scale(${1 / THUMBNAIL_SCALE})`,
          transformOrigin: 'top left',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}

function TemplateCard({ template }: { template: TemplateInfo }) {
  return (
    <Card
      component="li"
      variant="outlined"
      data-template={template.slug}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 120ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Thumbnail template={template} />
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
        <Typography component="h3" variant="subtitle1" fontWeight={700}>
          {/* The title's link covers the whole card; the source link sits above it. */}
          <Link
            href={templateUrl(template)}
            underline="hover"
            color="text.primary"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {template.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {template.description}
        </Typography>
        <Link
          href={`${DOCS_REPOSITORY_URL}/blob/main/${template.sourcePath}`}
          rel="noopener noreferrer"
          variant="body2"
          aria-label={`${template.title} template source on GitHub`}
          sx={{
            position: 'relative',
            zIndex: 1,
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <GitHubIcon sx={{ fontSize: 16 }} />
          Source
        </Link>
      </Stack>
    </Card>
  );
}

/**
 * A family's gallery (`/material-ui/getting-started/templates/`, `/joy-ui/…`): a card per
 * template of the family that has a page.
 */
export function TemplateGallery({ family }: { family: TemplateFamily }) {
  return (
    <Box
      component="ul"
      aria-label="Templates"
      data-template-gallery=""
      sx={{
        listStyle: 'none',
        p: 0,
        my: 4,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {templatesWithPagesOf(family).map((template) => (
        <TemplateCard key={template.slug} template={template} />
      ))}
    </Box>
  );
}

/** Material UI's gallery, the `templateGallery` page tool. */
export default function MaterialTemplateGallery() {
  return <TemplateGallery family="material-ui" />;
}

/** Joy UI's gallery, the `joyTemplateGallery` page tool. */
export function JoyTemplateGallery() {
  return <TemplateGallery family="joy-ui" />;
}
