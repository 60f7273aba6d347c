import type { TablePaginationProps } from '@mui/base/TablePagination';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    count: 45,
    page: 0,
    rowsPerPage: 10,
    onPageChange: () => {},
  },
} satisfies PlaygroundPreset<TablePaginationProps>;
