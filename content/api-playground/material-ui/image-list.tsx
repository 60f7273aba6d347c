import ImageListItem from '@mui/material/ImageListItem';
import type { ImageListProps } from '@mui/material/ImageList';
import type { PlaygroundPreset } from '../playgroundPreset';

// Paint swatches drawn as SVG data URIs, one colour each.
const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="${color}"/></svg>`,
  )}`;

export default {
  props: {
    cols: 3,
    rowHeight: 96,
    sx: { maxWidth: 420 },
    children: ['#d95d39', '#f0a202', '#0e7c7b', '#3d5a80', '#98c1d9', '#8c5383'].map((color) => (
      <ImageListItem key={color}>
        <img src={swatch(color)} alt={`Swatch ${color}`} />
      </ImageListItem>
    )),
  },
} satisfies PlaygroundPreset<ImageListProps>;
