import type { TablePaginationProps } from '@mui/material/TablePagination';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    component: 'div',
    count: 120,
    page: 0,
    rowsPerPage: 10,
    onPageChange: () => {},
  },
} satisfies PlaygroundPreset<TablePaginationProps>;
