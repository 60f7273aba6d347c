import { createElement, type ReactElement } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { EncodedIconShape } from './materialIconData';

function renderShape([tag, attributes, children]: EncodedIconShape, key: number): ReactElement {
  return createElement(tag, { ...attributes, key }, children?.map(renderShape));
}

/** An icon drawn from the gallery's shape data, with the sizing and color of `SvgIcon`. */
export function IconGlyph({
  shapes,
  ...props
}: { shapes: string | EncodedIconShape[] } & Omit<SvgIconProps, 'children'>) {
  return (
    <SvgIcon {...props}>
      {typeof shapes === 'string' ? <path d={shapes} /> : shapes.map(renderShape)}
    </SvgIcon>
  );
}
