import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import type { ImageListItemBarProps } from '@mui/material/ImageListItemBar';
import type { PlaygroundPreset } from '../playgroundPreset';

// A lake at dusk, drawn as an SVG data URI.
const lake = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="2" fill="#f4a261"/><rect y="2" width="4" height="1" fill="#264653"/></svg>',
)}`;

export default {
  props: {
    title: 'Lake at dusk',
    subtitle: 'Print, 30 × 40 cm',
  },
  wrapper: (
    <ImageList cols={1} rowHeight={200} sx={{ maxWidth: 320 }}>
      <ImageListItem>
        <img src={lake} alt="An orange sky over a dark lake" />
        {/* The bar the playground sets. */}
      </ImageListItem>
    </ImageList>
  ),
} satisfies PlaygroundPreset<ImageListItemBarProps>;
