import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Customization group (custom components, layout, field, opening button).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersCustomization: readonly NavPage[] = [
  {
    pathname: '/x/react-date-pickers/customization-group',
    subheader: 'Customization',
    children: [
      {
        pathname: '/x/react-date-pickers/custom-components',
        title: 'Custom slots and subcomponents',
      },
      { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
      { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
      {
        pathname: '/x/react-date-pickers/custom-opening-button',
        title: 'Custom opening button',
      },
    ],
  },
  // The interactive playground closes the pickers' guide, after the customization pages.
  { pathname: '/x/react-date-pickers/playground', title: 'Playground' },
];
