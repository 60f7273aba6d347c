import type { TableProps } from '@mui/joy/Table';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <thead key="head">
        <tr>
          <th>Fruit</th>
          <th>Calories</th>
        </tr>
      </thead>,
      <tbody key="body">
        <tr>
          <td>Apple</td>
          <td>95</td>
        </tr>
      </tbody>,
    ],
  },
} satisfies PlaygroundPreset<TableProps>;
