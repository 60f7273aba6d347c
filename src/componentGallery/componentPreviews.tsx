import type { ReactNode } from 'react';

/** The colors a preview draws with, taken from the current theme. */
export interface PreviewColors {
  /** Accent: the primary color. */
  main: string;
  /** Text on the accent. */
  onMain: string;
  /** Lines, outlines and placeholder text. */
  line: string;
  /** Filled placeholder surfaces (a lighter tone of `line`). */
  fill: string;
  /** The surface of a raised element. */
  paper: string;
  /** A second accent, for contrast in a few drawings. */
  second: string;
}

/** A drawing in a 120 × 72 view box, for the components overview. */
type Preview = (c: PreviewColors) => ReactNode;

const text = (c: PreviewColors, x: number, y: number, width: number, color = c.line) => (
  <rect x={x} y={y} width={width} height={4} rx={2} fill={color} />
);

const star = (x: number, y: number, color: string, key?: number) => (
  <path
    key={key}
    transform={`translate(${x} ${y})`}
    d="M7 0l2.1 4.6 4.9.5-3.7 3.3 1.1 4.9L7 10.8 2.6 13.3l1.1-4.9L0 5.1l4.9-.5z"
    fill={color}
  />
);

/** Previews by page slug (the last part of the page's pathname). */
export const COMPONENT_PREVIEWS: Record<string, Preview> = {
  'react-autocomplete': (c) => (
    <>
      <rect
        x={20}
        y={8}
        width={80}
        height={16}
        rx={3}
        fill="none"
        stroke={c.main}
        strokeWidth={1.5}
      />
      {text(c, 26, 14, 30, c.main)}
      <rect x={20} y={28} width={80} height={38} rx={3} fill={c.paper} stroke={c.fill} />
      <rect x={20} y={31} width={80} height={10} fill={c.fill} />
      {text(c, 26, 34, 44)}
      {text(c, 26, 46, 36)}
      {text(c, 26, 57, 50)}
    </>
  ),
  'react-button': (c) => (
    <>
      <rect x={14} y={28} width={42} height={16} rx={3} fill={c.main} />
      {text(c, 22, 34, 26, c.onMain)}
      <rect
        x={64}
        y={28}
        width={42}
        height={16}
        rx={3}
        fill="none"
        stroke={c.main}
        strokeWidth={1.5}
      />
      {text(c, 72, 34, 26, c.main)}
    </>
  ),
  'react-button-group': (c) => (
    <>
      <rect
        x={16}
        y={28}
        width={88}
        height={16}
        rx={3}
        fill="none"
        stroke={c.main}
        strokeWidth={1.5}
      />
      <line x1={45} y1={28} x2={45} y2={44} stroke={c.main} strokeWidth={1.5} />
      <line x1={75} y1={28} x2={75} y2={44} stroke={c.main} strokeWidth={1.5} />
      {text(c, 22, 34, 17, c.main)}
      {text(c, 52, 34, 17, c.main)}
      {text(c, 82, 34, 17, c.main)}
    </>
  ),
  'react-checkbox': (c) => (
    <>
      <rect x={24} y={16} width={14} height={14} rx={2} fill={c.main} />
      <path d="M27 23l3 3 6-6" stroke={c.onMain} strokeWidth={2} fill="none" />
      {text(c, 46, 21, 48)}
      <rect
        x={24}
        y={42}
        width={14}
        height={14}
        rx={2}
        fill="none"
        stroke={c.line}
        strokeWidth={1.5}
      />
      {text(c, 46, 47, 40)}
    </>
  ),
  'react-floating-action-button': (c) => (
    <>
      <rect x={12} y={8} width={96} height={56} rx={4} fill={c.fill} opacity={0.5} />
      <circle cx={88} cy={46} r={12} fill={c.main} />
      <path d="M88 40v12M82 46h12" stroke={c.onMain} strokeWidth={2} />
    </>
  ),
  'react-radio-button': (c) => (
    <>
      <circle cx={31} cy={23} r={7} fill="none" stroke={c.main} strokeWidth={1.5} />
      <circle cx={31} cy={23} r={3.5} fill={c.main} />
      {text(c, 46, 21, 46)}
      <circle cx={31} cy={49} r={7} fill="none" stroke={c.line} strokeWidth={1.5} />
      {text(c, 46, 47, 38)}
    </>
  ),
  'react-rating': (c) => (
    <>
      {[0, 1, 2, 3, 4].map((index) =>
        star(22 + index * 16, 29, index < 3 ? c.main : c.fill, index),
      )}
    </>
  ),
  'react-select': (c) => (
    <>
      <rect
        x={20}
        y={12}
        width={80}
        height={18}
        rx={3}
        fill="none"
        stroke={c.line}
        strokeWidth={1.5}
      />
      {text(c, 26, 19, 36)}
      <path d="M86 19l4 4 4-4" fill={c.line} />
      <rect x={20} y={34} width={80} height={30} rx={3} fill={c.paper} stroke={c.fill} />
      {text(c, 26, 40, 40)}
      <rect x={20} y={47} width={80} height={10} fill={c.fill} />
      {text(c, 26, 50, 30, c.main)}
    </>
  ),
  'react-slider': (c) => (
    <>
      <rect x={14} y={34} width={92} height={4} rx={2} fill={c.fill} />
      <rect x={14} y={34} width={54} height={4} rx={2} fill={c.main} />
      <circle cx={68} cy={36} r={7} fill={c.main} />
    </>
  ),
  'react-switch': (c) => (
    <>
      <rect x={38} y={29} width={44} height={14} rx={7} fill={c.main} opacity={0.5} />
      <circle cx={72} cy={36} r={10} fill={c.main} />
    </>
  ),
  'react-text-field': (c) => (
    <>
      <rect
        x={16}
        y={24}
        width={88}
        height={26}
        rx={4}
        fill="none"
        stroke={c.main}
        strokeWidth={1.5}
      />
      <rect x={22} y={20} width={30} height={8} fill={c.paper} />
      {text(c, 24, 22, 24, c.main)}
      {text(c, 24, 36, 50)}
    </>
  ),
  'react-transfer-list': (c) => (
    <>
      <rect x={10} y={10} width={40} height={52} rx={3} fill="none" stroke={c.line} />
      <rect x={70} y={10} width={40} height={52} rx={3} fill="none" stroke={c.line} />
      {[18, 30, 42].map((y) => (
        <rect key={y} x={15} y={y} width={30} height={6} rx={2} fill={y === 30 ? c.main : c.fill} />
      ))}
      <rect x={75} y={18} width={30} height={6} rx={2} fill={c.fill} />
      <path d="M55 28h10l-3-3M65 44H55l3 3" stroke={c.main} strokeWidth={1.5} fill="none" />
    </>
  ),
  'react-toggle-button': (c) => (
    <>
      <rect x={24} y={26} width={72} height={20} rx={3} fill="none" stroke={c.line} />
      <rect x={24} y={26} width={24} height={20} rx={3} fill={c.fill} />
      <line x1={48} y1={26} x2={48} y2={46} stroke={c.line} />
      <line x1={72} y1={26} x2={72} y2={46} stroke={c.line} />
      {[30, 54, 78].map((x) => text(c, x, 34, 12, x === 30 ? c.main : c.line))}
    </>
  ),
  'react-avatar': (c) => (
    <>
      <circle cx={38} cy={36} r={14} fill={c.main} />
      <circle cx={60} cy={36} r={14} fill={c.second} stroke={c.paper} strokeWidth={2} />
      <circle cx={82} cy={36} r={14} fill={c.fill} stroke={c.paper} strokeWidth={2} />
    </>
  ),
  'react-badge': (c) => (
    <>
      <rect x={46} y={26} width={24} height={24} rx={4} fill={c.fill} />
      <circle cx={70} cy={26} r={8} fill={c.main} />
      {text(c, 67, 24, 6, c.onMain)}
    </>
  ),
  'react-chip': (c) => (
    <>
      <rect x={12} y={28} width={46} height={16} rx={8} fill={c.fill} />
      {text(c, 20, 34, 30)}
      <rect x={62} y={28} width={46} height={16} rx={8} fill={c.main} />
      {text(c, 70, 34, 24, c.onMain)}
      <circle cx={100} cy={36} r={3} fill={c.onMain} />
    </>
  ),
  'react-divider': (c) => (
    <>
      {text(c, 20, 18, 60)}
      <line x1={14} y1={36} x2={106} y2={36} stroke={c.line} />
      {text(c, 20, 50, 70)}
    </>
  ),
  icons: (c) => (
    <>
      <path d="M30 22l10 14H20z" fill={c.main} />
      <circle cx={60} cy={32} r={9} fill={c.second} />
      <rect x={78} y={23} width={18} height={18} rx={3} fill={c.line} />
    </>
  ),
  'material-icons': (c) => (
    <>
      {[0, 1, 2, 3].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={20 + col * 22}
            y={18 + row * 22}
            width={14}
            height={14}
            rx={col === row ? 7 : 2}
            fill={col === 1 && row === 0 ? c.main : c.line}
          />
        )),
      )}
    </>
  ),
  'react-list': (c) => (
    <>
      {[14, 32, 50].map((y) => (
        <g key={y}>
          <circle cx={24} cy={y + 4} r={5} fill={c.fill} />
          {text(c, 36, y + 2, 60)}
        </g>
      ))}
    </>
  ),
  'react-table': (c) => (
    <>
      <rect x={12} y={10} width={96} height={52} rx={2} fill="none" stroke={c.fill} />
      <rect x={12} y={10} width={96} height={12} fill={c.fill} />
      {[34, 46].map((y) => (
        <line key={y} x1={12} y1={y} x2={108} y2={y} stroke={c.fill} />
      ))}
      {[16, 28, 40, 52].map((y) => (
        <g key={y}>
          {text(c, 18, y, 24, y === 16 ? c.main : c.line)}
          {text(c, 50, y, 20)}
          {text(c, 80, y, 20)}
        </g>
      ))}
    </>
  ),
  'react-tooltip': (c) => (
    <>
      <rect x={36} y={12} width={48} height={16} rx={3} fill={c.line} />
      {text(c, 42, 18, 36, c.paper)}
      <path d="M56 28l4 4 4-4" fill={c.line} />
      <rect x={48} y={40} width={24} height={18} rx={3} fill={c.main} />
    </>
  ),
  'react-typography': (c) => (
    <>
      <rect x={16} y={12} width={64} height={10} rx={2} fill={c.main} />
      <rect x={16} y={28} width={48} height={7} rx={2} fill={c.line} />
      {text(c, 16, 42, 88)}
      {text(c, 16, 50, 80)}
      {text(c, 16, 58, 60)}
    </>
  ),
  'react-alert': (c) => (
    <>
      <rect x={12} y={24} width={96} height={24} rx={4} fill={c.fill} />
      <circle cx={24} cy={36} r={5} fill={c.main} />
      {text(c, 34, 34, 60, c.main)}
    </>
  ),
  'react-backdrop': (c) => (
    <>
      <rect x={12} y={8} width={96} height={56} rx={4} fill={c.line} opacity={0.6} />
      <circle
        cx={60}
        cy={36}
        r={10}
        fill="none"
        stroke={c.paper}
        strokeWidth={3}
        strokeDasharray="40 20"
      />
    </>
  ),
  'react-dialog': (c) => (
    <>
      <rect x={8} y={6} width={104} height={60} rx={4} fill={c.line} opacity={0.35} />
      <rect x={26} y={14} width={68} height={44} rx={4} fill={c.paper} />
      {text(c, 32, 21, 40, c.main)}
      {text(c, 32, 31, 54)}
      <rect x={66} y={44} width={22} height={8} rx={2} fill={c.main} />
    </>
  ),
  'react-progress': (c) => (
    <>
      <circle cx={32} cy={36} r={13} fill="none" stroke={c.fill} strokeWidth={4} />
      <path d="M32 23a13 13 0 0 1 13 13" fill="none" stroke={c.main} strokeWidth={4} />
      <rect x={56} y={34} width={50} height={4} rx={2} fill={c.fill} />
      <rect x={56} y={34} width={30} height={4} rx={2} fill={c.main} />
    </>
  ),
  'react-skeleton': (c) => (
    <>
      <circle cx={26} cy={22} r={10} fill={c.fill} />
      <rect x={42} y={16} width={60} height={5} rx={2} fill={c.fill} />
      <rect x={42} y={25} width={40} height={5} rx={2} fill={c.fill} />
      <rect x={16} y={40} width={88} height={22} rx={3} fill={c.fill} />
    </>
  ),
  'react-snackbar': (c) => (
    <>
      <rect x={12} y={8} width={96} height={56} rx={4} fill={c.fill} opacity={0.4} />
      <rect x={18} y={44} width={70} height={14} rx={3} fill={c.line} />
      {text(c, 24, 49, 36, c.paper)}
      {text(c, 68, 49, 14, c.main)}
    </>
  ),
  'react-accordion': (c) => (
    <>
      {[10, 44].map((y) => (
        <g key={y}>
          <rect
            x={14}
            y={y}
            width={92}
            height={y === 10 ? 30 : 16}
            rx={3}
            fill={c.paper}
            stroke={c.fill}
          />
          {text(c, 20, y + 6, 44, y === 10 ? c.main : c.line)}
          <path d={`M96 ${y + 6}l-3 3-3-3`} fill="none" stroke={c.line} />
        </g>
      ))}
      {text(c, 20, 28, 70)}
    </>
  ),
  'react-app-bar': (c) => (
    <>
      <rect x={8} y={8} width={104} height={18} rx={2} fill={c.main} />
      <path d="M14 13h8M14 17h8M14 21h8" stroke={c.onMain} strokeWidth={1.5} />
      {text(c, 28, 15, 30, c.onMain)}
      <circle cx={102} cy={17} r={4} fill={c.onMain} />
      <rect x={8} y={30} width={104} height={34} rx={2} fill={c.fill} opacity={0.4} />
    </>
  ),
  'react-card': (c) => (
    <>
      <rect x={30} y={6} width={60} height={60} rx={4} fill={c.paper} stroke={c.fill} />
      <rect x={30} y={6} width={60} height={24} rx={4} fill={c.fill} />
      {text(c, 36, 36, 40, c.main)}
      {text(c, 36, 45, 46)}
      {text(c, 36, 56, 16, c.main)}
    </>
  ),
  'react-paper': (c) => (
    <>
      <rect x={22} y={16} width={36} height={40} rx={4} fill={c.paper} stroke={c.fill} />
      <rect x={66} y={20} width={36} height={40} rx={4} fill={c.line} opacity={0.25} />
      <rect x={62} y={16} width={36} height={40} rx={4} fill={c.paper} stroke={c.fill} />
    </>
  ),
  'react-bottom-navigation': (c) => (
    <>
      <rect x={12} y={8} width={96} height={40} rx={2} fill={c.fill} opacity={0.4} />
      <rect x={12} y={48} width={96} height={16} rx={2} fill={c.paper} stroke={c.fill} />
      {[30, 60, 90].map((x) => (
        <circle key={x} cx={x} cy={56} r={4} fill={x === 30 ? c.main : c.line} />
      ))}
    </>
  ),
  'react-breadcrumbs': (c) => (
    <>
      {text(c, 14, 34, 22, c.main)}
      <path d="M40 32l3 4-3 4" stroke={c.line} fill="none" />
      {text(c, 48, 34, 22, c.main)}
      <path d="M74 32l3 4-3 4" stroke={c.line} fill="none" />
      {text(c, 82, 34, 22)}
    </>
  ),
  'react-drawer': (c) => (
    <>
      <rect x={8} y={6} width={104} height={60} rx={3} fill={c.line} opacity={0.3} />
      <rect x={8} y={6} width={40} height={60} rx={3} fill={c.paper} />
      {[14, 24, 34, 44].map((y) => text(c, 14, y, 28, y === 14 ? c.main : c.line))}
    </>
  ),
  'react-link': (c) => (
    <>
      {text(c, 14, 34, 30)}
      <rect x={48} y={34} width={34} height={4} rx={2} fill={c.main} />
      <line x1={48} y1={41} x2={82} y2={41} stroke={c.main} />
      {text(c, 86, 34, 20)}
    </>
  ),
  'react-menu': (c) => (
    <>
      <rect x={22} y={8} width={22} height={12} rx={3} fill={c.main} />
      <rect x={22} y={24} width={60} height={42} rx={3} fill={c.paper} stroke={c.fill} />
      <rect x={22} y={28} width={60} height={10} fill={c.fill} />
      {[31, 43, 55].map((y) => text(c, 28, y, 36))}
    </>
  ),
  'react-pagination': (c) => (
    <>
      {[0, 1, 2, 3, 4].map((index) =>
        index === 1 ? (
          <circle key={index} cx={24 + index * 18} cy={36} r={7} fill={c.main} />
        ) : (
          <rect key={index} x={21 + index * 18} y={34} width={6} height={4} rx={2} fill={c.line} />
        ),
      )}
    </>
  ),
  'react-speed-dial': (c) => (
    <>
      {[14, 30].map((y) => (
        <circle key={y} cx={88} cy={y} r={6} fill={c.paper} stroke={c.fill} />
      ))}
      <circle cx={88} cy={52} r={11} fill={c.main} />
      <path d="M84 48l8 8M92 48l-8 8" stroke={c.onMain} strokeWidth={2} />
    </>
  ),
  'react-stepper': (c) => (
    <>
      <line x1={24} y1={36} x2={96} y2={36} stroke={c.line} />
      {[24, 60, 96].map((x) => (
        <circle key={x} cx={x} cy={36} r={8} fill={x === 96 ? c.fill : c.main} />
      ))}
      <path d="M20 36l3 3 5-5" stroke={c.onMain} strokeWidth={1.5} fill="none" />
    </>
  ),
  'react-tabs': (c) => (
    <>
      {[14, 48, 82].map((x) => text(c, x, 22, 24, x === 14 ? c.main : c.line))}
      <rect x={10} y={30} width={32} height={2} fill={c.main} />
      <line x1={10} y1={32} x2={110} y2={32} stroke={c.fill} />
      {text(c, 14, 42, 80)}
      {text(c, 14, 52, 60)}
    </>
  ),
  'react-box': (c) => (
    <>
      <rect
        x={24}
        y={12}
        width={72}
        height={48}
        fill="none"
        stroke={c.line}
        strokeDasharray="4 3"
      />
      <rect x={34} y={22} width={52} height={28} rx={3} fill={c.main} opacity={0.8} />
    </>
  ),
  'react-container': (c) => (
    <>
      <rect x={6} y={10} width={108} height={52} fill={c.fill} opacity={0.4} />
      <rect x={26} y={10} width={68} height={52} fill={c.paper} stroke={c.fill} />
      {text(c, 32, 20, 50, c.main)}
      {text(c, 32, 30, 56)}
    </>
  ),
  'react-grid': (c) => (
    <>
      <rect x={14} y={12} width={92} height={14} rx={2} fill={c.main} opacity={0.8} />
      {[14, 46, 78].map((x) => (
        <rect key={x} x={x} y={32} width={28} height={28} rx={2} fill={c.fill} />
      ))}
    </>
  ),
  'react-grid2': (c) => (
    <>
      {[14, 62].map((x) => (
        <rect
          key={x}
          x={x}
          y={12}
          width={44}
          height={22}
          rx={2}
          fill={x === 14 ? c.main : c.fill}
        />
      ))}
      {[14, 46, 78].map((x) => (
        <rect key={x} x={x} y={38} width={28} height={22} rx={2} fill={c.fill} />
      ))}
    </>
  ),
  'react-stack': (c) => (
    <>
      {[10, 28, 46].map((y) => (
        <rect
          key={y}
          x={34}
          y={y}
          width={52}
          height={14}
          rx={2}
          fill={y === 10 ? c.main : c.fill}
        />
      ))}
    </>
  ),
  'react-image-list': (c) => (
    <>
      <rect x={14} y={8} width={40} height={30} rx={2} fill={c.main} opacity={0.7} />
      <rect x={58} y={8} width={48} height={20} rx={2} fill={c.fill} />
      <rect x={14} y={42} width={40} height={22} rx={2} fill={c.fill} />
      <rect x={58} y={32} width={48} height={32} rx={2} fill={c.second} opacity={0.7} />
    </>
  ),
  'react-hidden': (c) => (
    <>
      <rect x={20} y={20} width={34} height={32} rx={3} fill={c.fill} />
      <rect
        x={66}
        y={20}
        width={34}
        height={32}
        rx={3}
        fill="none"
        stroke={c.line}
        strokeDasharray="4 3"
      />
      <line x1={70} y1={48} x2={96} y2={24} stroke={c.line} />
    </>
  ),
  'react-click-away-listener': (c) => (
    <>
      <rect x={30} y={14} width={60} height={36} rx={4} fill={c.paper} stroke={c.main} />
      <path d="M98 52l6 12 2-5 5-2z" fill={c.line} />
    </>
  ),
  'react-css-baseline': (c) => (
    <>
      <line x1={14} y1={20} x2={106} y2={20} stroke={c.fill} />
      <line x1={14} y1={36} x2={106} y2={36} stroke={c.fill} />
      <line x1={14} y1={52} x2={106} y2={52} stroke={c.fill} />
      {text(c, 18, 14, 50, c.main)}
      {text(c, 18, 30, 70)}
      {text(c, 18, 46, 60)}
    </>
  ),
  'react-modal': (c) => (
    <>
      <rect x={8} y={6} width={104} height={60} rx={4} fill={c.line} opacity={0.3} />
      <rect x={36} y={20} width={48} height={32} rx={3} fill={c.paper} stroke={c.main} />
    </>
  ),
  'react-no-ssr': (c) => (
    <>
      <rect
        x={14}
        y={20}
        width={36}
        height={32}
        rx={3}
        fill="none"
        stroke={c.line}
        strokeDasharray="4 3"
      />
      <path d="M56 36h10l-3-3M66 36l-3 3" stroke={c.line} fill="none" />
      <rect x={70} y={20} width={36} height={32} rx={3} fill={c.main} opacity={0.8} />
    </>
  ),
  'react-popover': (c) => (
    <>
      <rect x={20} y={10} width={30} height={14} rx={3} fill={c.main} />
      <rect x={20} y={30} width={70} height={32} rx={4} fill={c.paper} stroke={c.fill} />
      {text(c, 26, 38, 50)}
      {text(c, 26, 48, 40)}
    </>
  ),
  'react-popper': (c) => (
    <>
      <rect x={44} y={42} width={32} height={16} rx={3} fill={c.main} />
      <rect x={36} y={12} width={48} height={20} rx={3} fill={c.paper} stroke={c.fill} />
      <path d="M56 32l4 5 4-5" fill={c.paper} stroke={c.fill} />
    </>
  ),
  'react-portal': (c) => (
    <>
      <rect x={12} y={12} width={40} height={48} rx={3} fill="none" stroke={c.line} />
      <rect
        x={20}
        y={28}
        width={24}
        height={14}
        rx={2}
        fill="none"
        stroke={c.main}
        strokeDasharray="3 2"
      />
      <path d="M48 35c14 0 16-16 30-16" stroke={c.main} fill="none" />
      <rect x={78} y={12} width={30} height={14} rx={2} fill={c.main} />
    </>
  ),
  'react-textarea-autosize': (c) => (
    <>
      <rect x={20} y={10} width={80} height={52} rx={3} fill="none" stroke={c.line} />
      {text(c, 26, 18, 60)}
      {text(c, 26, 28, 66)}
      {text(c, 26, 38, 40)}
      <path d="M94 56l4-4M90 56l8-8" stroke={c.line} />
    </>
  ),
  transitions: (c) => (
    <>
      <rect x={14} y={26} width={20} height={20} rx={3} fill={c.main} opacity={0.25} />
      <rect x={50} y={24} width={22} height={22} rx={3} fill={c.main} opacity={0.55} />
      <rect x={86} y={22} width={24} height={26} rx={3} fill={c.main} />
    </>
  ),
  'react-use-media-query': (c) => (
    <>
      <rect x={12} y={14} width={60} height={42} rx={3} fill="none" stroke={c.line} />
      <rect
        x={80}
        y={20}
        width={24}
        height={38}
        rx={3}
        fill="none"
        stroke={c.main}
        strokeWidth={1.5}
      />
      {text(c, 18, 22, 40)}
      {text(c, 85, 28, 14, c.main)}
    </>
  ),
  'about-the-lab': (c) => (
    <>
      <path
        d="M52 12h16M56 12v18l-14 24a4 4 0 0 0 4 6h28a4 4 0 0 0 4-6L64 30V12"
        fill="none"
        stroke={c.line}
        strokeWidth={1.5}
      />
      <path d="M47 48h26l4 7a2 2 0 0 1-2 3H45a2 2 0 0 1-2-3z" fill={c.main} />
    </>
  ),
  'react-masonry': (c) => (
    <>
      {[
        [14, 8, 26],
        [14, 38, 26],
        [46, 8, 16],
        [46, 28, 36],
        [78, 8, 34],
        [78, 46, 18],
      ].map(([x, y, height]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={28}
          height={height}
          rx={2}
          fill={y === 8 && x === 46 ? c.main : c.fill}
        />
      ))}
    </>
  ),
  'react-timeline': (c) => (
    <>
      <line x1={60} y1={10} x2={60} y2={62} stroke={c.line} />
      {[16, 36, 56].map((y) => (
        <g key={y}>
          <circle cx={60} cy={y} r={5} fill={y === 16 ? c.main : c.paper} stroke={c.main} />
          {text(c, y === 36 ? 24 : 70, y - 2, 26)}
        </g>
      ))}
    </>
  ),
};
