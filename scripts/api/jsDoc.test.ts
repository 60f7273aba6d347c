import { describe, expect, it } from 'vitest';
import { demoUrlToPageKey, splitDemoLists } from './jsDoc';

describe('splitDemoLists', () => {
  it('takes the demo links out as page keys and drops the API list', () => {
    expect(
      splitDemoLists(
        [
          'Demos:',
          '',
          '- [DatePicker](https://mui.com/x/react-date-pickers/date-picker/)',
          '- [Validation](https://mui.com/x/react-date-pickers/validation/#props)',
          '',
          'API:',
          '',
          '- [DatePicker API](https://mui.com/x/api/date-pickers/date-picker/)',
        ].join('\n'),
      ),
    ).toEqual({
      description: '',
      demos: ['/x/react-date-pickers/date-picker', '/x/react-date-pickers/validation'],
    });
  });

  it('keeps the prose around the lists', () => {
    expect(
      splitDemoLists(
        'The grid.\n\nDemos:\n\n- [Grid](https://mui.com/x/react-data-grid/)\n\nMore.',
      ),
    ).toEqual({ description: 'The grid.\n\nMore.', demos: ['/x/react-data-grid'] });
  });
});

describe('demoUrlToPageKey', () => {
  it('reads mui.com/x addresses only', () => {
    expect(demoUrlToPageKey('https://mui.com/x/react-charts/bars/')).toBe('/x/react-charts/bars');
    expect(demoUrlToPageKey('https://mui.com/material-ui/react-button/')).toBeNull();
    expect(demoUrlToPageKey('https://github.com/mui/mui-x')).toBeNull();
  });
});
