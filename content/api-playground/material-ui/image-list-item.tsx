import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import type { ImageListItemProps } from '@mui/material/ImageListItem';
import type { PlaygroundPreset } from '../playgroundPreset';

// A field under a blue sky, drawn as an SVG data URI.
const field = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="2" fill="#8fb8de"/><rect y="2" width="4" height="1" fill="#6a994e"/></svg>',
)}`;

export default {
  props: {
    cols: 2,
    children: <img src={field} alt="A field under a blue sky" />,
  },
  wrapper: (
    <ImageList cols={3} rowHeight={96} sx={{ maxWidth: 420 }}>
      {/* The item the playground sets. */}
      <ImageListItem>
        <img src={field} alt="The same field, a second print" />
      </ImageListItem>
    </ImageList>
  ),
} satisfies PlaygroundPreset<ImageListItemProps>;
